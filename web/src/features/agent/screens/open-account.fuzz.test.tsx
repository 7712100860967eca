// "Fuzz every form", for the agent's open-account form
// (testing/fuzz-form.ts: seed FUZZ_SEED, FUZZ_RUNS runs): the account, the
// password and its confirmation, and one rebate within the agent's own. The
// call is refused, so a valid form stays; the password never leaves in clear.
import fc from "fast-check";
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { fuzzForm, hostileText } from "../../../testing/fuzz-form.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers);

// Valid values weigh more, so that runs also reach the request.
const usernames = fc.oneof(hostileText, { weight: 2, arbitrary: fc.stringMatching(/^\w{1,20}$/) });
const passwords = fc.oneof(hostileText, { weight: 2, arbitrary: fc.stringMatching(/^[!-~]{6,20}$/) });
/** Rebates within the agent's limit for slots (at most 1.2 %), beside it, and the hostile ones. */
const rebates = fc.oneof(hostileText, { weight: 2, arbitrary: fc.constantFrom("0", "0.5", "1.2", "1.20") }, fc.constantFrom("1.21", "1.205", "-1", "12", ".5"));

describe("fuzzing the open-account form", () => {
  it(
    "any username, password, confirmation and rebate give a field message or one request, the password never in clear",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/agentRegister",
            session: agentSession,
            api: {
              // Own 1.3%, the merchant's highest 1.5% less 0.1%: at most 1.2% for a downline.
              "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType": ok({ "3": [{ productType: "3", type: "RNG", rebateValue: 0.013, prizeModeId: null, playNameId: null }] }),
              "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType": ok({ "3": [{ productType: "3", gameType: "RNG", highestRebate: 0.015, rebateInterval: 0.001, rebateDifference: 0.001 }] }),
              "GET /wps/relay/MCSFE_getAgentQuotaGroupByProduct": ok({}),
              "GET /wps/session/key/rsa": rsaKey,
              "POST /wps/agent/downline": () => json({ success: false, errorCode: "username.exists", message: "Username already exists" }),
            },
          }),
        fields: [
          { label: "Username", values: usernames },
          { label: "Password", values: passwords, secret: true },
          { label: "Confirm password", values: passwords, secret: true, sameAs: 1 },
          { label: "Slots rebate (%)", values: rebates },
        ],
        submit: "Open account",
        request: "POST /wps/agent/downline",
      }),
    120_000,
  );
});
