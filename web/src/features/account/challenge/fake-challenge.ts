import type { ChallengeProvider } from "./challenge-provider.ts";

/** The mock's bot check: passes at once with a result shaped like GeeTest v4's (the mock accepts any). */
export const fakeChallenge: ChallengeProvider = {
  run: async (gt) => ({
    captcha_id: gt,
    lot_number: "mock_lot_0001",
    pass_token: "mock_pass_token_0001",
    gen_time: String(Math.floor(Date.now() / 1000)),
    captcha_output: "mock_captcha_output_0001",
  }),
};
