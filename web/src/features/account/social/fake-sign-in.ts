import { leaveApp } from "../../../lib/open-external.ts";
import { scenarioFor } from "../../../lib/scenario-source.ts";
import { readText, removeKey, writeJson } from "../../../lib/storage.ts";
import type { SocialSignIn } from "./sign-in-provider.ts";

/**
 * The mock-only choice that makes the fake provider act as a member who
 * closed the consent page: `?mock=socialSignIn:cancelled` (kept with the
 * other mock scenarios; a real build never loads this file).
 */
const FAKE_SIGN_IN_SCENARIO = "socialSignIn";

/** Where the fake keeps its "redirect result" across the reload, as Firebase keeps its own. */
const FAKE_RESULT_KEY = "SOCIAL_LOGIN_FAKE_RESULT";

/**
 * The mock's Firebase sign-in: it "signs in" at once and reloads the page it
 * left, as Firebase's redirect comes back; the page then finishes with the id
 * token `mock-firebase-<provider>-0001` (the sandbox logs that in, Prism
 * answers its example), or with nothing when QA chose `socialSignIn:cancelled`.
 */
export const fakeSignIn: SocialSignIn = {
  start: async (provider) => {
    const cancelled = scenarioFor(FAKE_SIGN_IN_SCENARIO)?.includes("example=cancelled") ?? false;
    writeJson("session", FAKE_RESULT_KEY, cancelled ? null : `mock-firebase-${provider}-0001`);
    leaveApp(`${window.location.pathname}${window.location.search}`);
  },
  finish: async () => {
    const raw = readText("session", FAKE_RESULT_KEY);
    removeKey("session", FAKE_RESULT_KEY);
    const idToken = raw === null ? null : (JSON.parse(raw) as string | null);
    return idToken === null ? null : { idToken };
  },
};
