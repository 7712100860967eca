import { useState } from "react";
import { LazyFormPart } from "../../../ui/form/lazy-form-part.tsx";
import { SOCIAL_FLOW_KEY } from "../social/flow-key.ts";
import { lazyPart } from "../../../lib/lazy-part.ts";
import { readText } from "../../../lib/storage.ts";

// The buttons, the sign-in's return and its Firebase are a chunk of their own:
// most merchants leave both switches off, and login and registration's first load stays without them.
const SocialLogin = lazyPart(() => import("./social-login.tsx").then((module) => ({ default: module.SocialLogin })));

export interface SocialLoginSlotProps {
  facebook: boolean;
  google: boolean;
}

/**
 * Where login and registration show the social sign-in: nothing when both
 * switches are off, unless this tab is back from a provider (its flow is in
 * sessionStorage) — then the return is handled whatever the switches say now.
 */
export function SocialLoginSlot(props: SocialLoginSlotProps) {
  const [returning] = useState(() => readText("session", SOCIAL_FLOW_KEY) !== null);
  if (!props.facebook && !props.google && !returning) return null;
  return (
    <LazyFormPart>
      <SocialLogin {...props} />
    </LazyFormPart>
  );
}
