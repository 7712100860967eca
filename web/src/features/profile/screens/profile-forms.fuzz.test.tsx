// "Fuzz every form", for my account and real-name verification (testing/fuzz-form.ts).
import { fireEvent, screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession } from "../../../testing/fixtures.ts";
import { FUZZ_TIMEOUT, fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { headerIcon, kycHandlers, registrationRows } from "../testing/profile-fixtures.ts";

const session = memberSession();
const refusal = () => json({ success: false, errorCode: "system.busy", message: "Busy" }, { status: 500 });
const emailShows = (typed: string) => typed.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");

describe("fuzzing the profile forms", () => {
  it(
    "personal info: any nickname, email and payee name",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/member/info",
            session,
            api: {
              "GET /wps/member/info": memberInfo({ nickname: null, email: null, payeeName: null }),
              "GET /wps/system/setting/register": registrationRows,
              "GET /wps/member/info/icon": headerIcon(null),
              "POST /wps/member/info": refusal,
            },
          }),
        fields: [{ label: "Nickname" }, { label: "Email", shows: emailShows }, { label: "Payee name" }],
        submit: "Save",
        // Only fields changed to a value are sent: all blank sends nothing.
        sends: (typed) => typed.some((value) => value.trim() !== ""),
        request: "POST /wps/member/info",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "identity verification: any name and id number",
    () =>
      fuzzForm({
        render: () =>
          renderApp({ route: "/m/member/realName", session, api: { ...kycHandlers(), "POST /wps/relay/MCSFE_updateIdTypeAndKycFields": refusal } }),
        fields: [{ label: "Real name" }, { label: "ID number" }],
        prepare: () => {
          fireEvent.change(screen.getByLabelText("ID type"), { target: { value: "PASSPORT" } });
        },
        submit: "Submit for review",
        request: "POST /wps/relay/MCSFE_updateIdTypeAndKycFields",
      }),
    FUZZ_TIMEOUT,
  );
});
