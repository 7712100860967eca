// "Fuzz every form", for activity apply's remark (testing/fuzz-form.ts).
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { promotions } from "../../promotions/testing/promotion-fixtures.ts";

describe("fuzzing the activity apply form", () => {
  it(
    "any remark gives the 140 message or one request",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/activity/apply?id=5005",
            session: memberSession(),
            api: {
              "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotions),
              "GET /wps/promotions/apply": ok({ promotionId: 5005, status: "NONE", remark: null, imageUrls: [], appliedAt: null, rejectReason: null, bonusAmount: null }),
              "POST /wps/promotions/apply": () => json({ success: false, errorCode: "promotion.not.eligible", message: "Not eligible" }),
            },
          }),
        fields: [{ label: "Remark" }],
        submit: "Apply now",
        request: "POST /wps/promotions/apply",
      }),
    120_000,
  );
});
