import { scenarioFor } from "../../../lib/scenario-source.ts";
import type { ChallengeProvider } from "./challenge-provider.ts";

/**
 * The mock-only choice of how the fake bot check ends, kept with the other
 * mock scenarios: `?mock=botCheck:cancelled` (the member closes it) or
 * `?mock=botCheck:failed` (the provider's script fails); anything else passes.
 */
const FAKE_CHALLENGE_SCENARIO = "botCheck";

/** The mock's bot check: passes at once with a result shaped like GeeTest v4's (the mock accepts any), unless QA chose otherwise. */
export const fakeChallenge: ChallengeProvider = {
  run: async (gt) => {
    const chosen = scenarioFor(FAKE_CHALLENGE_SCENARIO) ?? "";
    if (chosen.includes("example=cancelled")) throw { cancelled: true };
    if (chosen.includes("example=failed")) throw new Error("fake bot check: the provider failed (mock scenario botCheck:failed)");
    return {
      captcha_id: gt,
      lot_number: "mock_lot_0001",
      pass_token: "mock_pass_token_0001",
      gen_time: String(Math.floor(Date.now() / 1000)),
      captcha_output: "mock_captcha_output_0001",
    };
  },
};
