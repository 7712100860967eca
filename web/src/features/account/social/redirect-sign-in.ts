import { leaveApp } from "../../../lib/open-external.ts";
import { authorizeUrl } from "./social-return.ts";
import type { SocialSignIn } from "./sign-in-provider.ts";

/** The real providers: the authorisation page in this tab (pop-ups are blocked on mobile browsers). */
export const redirectSignIn: SocialSignIn = {
  start: (provider, request) => {
    leaveApp(authorizeUrl(provider, request));
  },
};
