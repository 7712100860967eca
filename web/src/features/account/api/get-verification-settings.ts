import type { components } from "@platform/sdk";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";

type VerificationSettings = components["schemas"]["VerificationSettings"];

const verificationSettings = defineQuery("getVerificationSettings", {
  call: (api, _: void, signal) => api.GET("/wps/verification/settings", { signal }),
  staleTime: 5 * 60_000,
});

/** The Firebase config when the server selects Firebase for SMS (spec §3, §4), else null. */
function firebaseSmsConfig(settings: VerificationSettings | undefined): FirebaseConfig | null {
  return settings?.smsProvider === "FIREBASE" && settings.firebase ? settings.firebase : null;
}

/**
 * Whether SMS codes go through Firebase, asked only when a form sends SMS
 * codes (`enabled`). The machines take it as input when they start, so the
 * form waits (`ready`); a failed answer counts as the platform's own SMS.
 */
export function useFirebaseSms(enabled: boolean): { ready: boolean; config: FirebaseConfig | null } {
  const settings = useApiQuery(verificationSettings, undefined, { enabled, meta: { silent: true } });
  return { ready: !enabled || !settings.isPending, config: enabled ? firebaseSmsConfig(settings.data) : null };
}
