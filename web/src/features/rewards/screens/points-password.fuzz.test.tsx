// "Fuzz every form", for the points mall's password sheet
// (testing/fuzz-form.ts: seed FUZZ_SEED, FUZZ_RUNS runs): whatever is typed as
// the withdrawal password gives its message or one refused, encrypted request,
// and the sheet keeps it; the password never leaves in clear.
import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";
import { pointRewardsAnswer } from "../testing/rewards-fixtures.ts";

describe("fuzzing the points mall's password sheet", () => {
  it(
    "any password gives its message or one request, never in clear",
    () =>
      fuzzForm({
        render: async () => {
          const view = renderApp({
            route: "/m/mall/mallHome",
            session: memberSession(),
            api: {
              // The points mall is drawn only with its switch on (PTSYS3; the start-up default has it off).
              "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "PTSYS3"]),
              "GET /wps/relay/MCSFE_getPointBalance": ok(2460),
              "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer(),
              "GET /wps/relay/MCSFE_getPointConfig": ok({ convertEnabled: false }),
              "GET /wps/relay/MCSFE_getPointRewardConversionType": ok([]),
              "GET /wps/relay/MCSFE_getRedeemPointList": ok({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
              "GET /wps/session/key/rsa": rsaKey,
              "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": () => json({ success: false, errorCode: "invalid.payment.pw", message: "Incorrect withdrawal password" }),
            },
          });
          (await screen.findByRole("button", { name: "Redeem ￥18.00 cash" })).click();
          return view;
        },
        fields: [{ label: "Withdrawal password", secret: true }],
        submit: "Redeem now",
        request: "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward",
      }),
    120_000,
  );
});
