import { leaveApp } from "../../../lib/open-external.ts";
import type { SocialSignIn } from "./sign-in-provider.ts";

/**
 * The mock's provider: it signs in at once and sends the member back to the
 * login page with a code, as Facebook or Google would after consent.
 */
export const fakeSignIn: SocialSignIn = {
  start: (provider, { redirectUri, state }) => {
    const back = new URL(redirectUri);
    back.searchParams.set("code", `mock_${provider}_code_0001`);
    back.searchParams.set("state", state);
    leaveApp(`${back.pathname}${back.search}`);
  },
};
