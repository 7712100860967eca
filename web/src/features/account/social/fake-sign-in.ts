import { leaveApp } from "../../../lib/open-external.ts";
import { scenarioFor } from "../../../lib/scenario-source.ts";
import type { SocialSignIn } from "./sign-in-provider.ts";

/**
 * The mock-only choice that makes the fake provider act as a member who
 * closed the consent page: `?mock=socialSignIn:cancelled` (kept with the
 * other mock scenarios; a real build never loads this file).
 */
const FAKE_SIGN_IN_SCENARIO = "socialSignIn";

/**
 * The mock's provider: it signs in at once and sends the member back to the
 * login page with a code, as Facebook or Google would after consent; or,
 * when QA chose `socialSignIn:cancelled`, with `error=access_denied`, as they
 * do when the member cancels.
 */
export const fakeSignIn: SocialSignIn = {
  start: (provider, { redirectUri, state }) => {
    const back = new URL(redirectUri);
    if (scenarioFor(FAKE_SIGN_IN_SCENARIO)?.includes("example=cancelled")) back.searchParams.set("error", "access_denied");
    else back.searchParams.set("code", `mock_${provider}_code_0001`);
    back.searchParams.set("state", state);
    leaveApp(`${back.pathname}${back.search}`);
  },
};
