import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTurn, json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { kycHandlers, kycSetting, kycStatus } from "../testing/profile-fixtures.ts";

const session = memberSession();

describe("/m/member/realName (identity verification, KYC relays)", () => {
  it("names each wrong field by the dictionary and the register rules, and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/member/realName", session, api: kycHandlers() });
    expect(await screen.findByText("Not verified")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    expect(screen.getByLabelText("ID type")).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText("ID number")).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText("Real name")).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText("Date of birth")).not.toHaveAccessibleDescription("This field is required");
    await user.type(screen.getByLabelText("ID number"), "ab-1");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(screen.getByLabelText("ID number")).toHaveAccessibleDescription("The format is incorrect");
    expect(api.calls("POST /wps/relay/MCSFE_updateIdTypeAndKycFields")).toHaveLength(0);
  });

  it("sends the filled fields as {fieldId, fieldValue} and then shows the submission under review", async () => {
    const { user, api } = renderApp({
      route: "/m/member/realName",
      session,
      api: {
        ...kycHandlers(),
        "GET /wps/relay/MCSFE_getCustomerKycStatus": inTurn(kycStatus("NOT_VERIFIED"), kycStatus("NOT_VERIFIED", "PENDING")),
        "POST /wps/relay/MCSFE_updateIdTypeAndKycFields": ok(true),
      },
    });
    await user.selectOptions(await screen.findByLabelText("ID type"), "PASSPORT");
    await user.type(screen.getByLabelText("ID number"), "A1234567");
    await user.type(screen.getByLabelText("Real name"), "Emon Rahman");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Under review")).toBeInTheDocument();
    expect(screen.getByText("Your details were submitted and are being reviewed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
    expect(await api.calls("POST /wps/relay/MCSFE_updateIdTypeAndKycFields")[0]!.json()).toEqual({
      fields: [
        { fieldId: "ID_TYPE", fieldValue: "PASSPORT" },
        { fieldId: "ID", fieldValue: "A1234567" },
        { fieldId: "WITHDRAWER_NAME", fieldValue: "Emon Rahman" },
      ],
    });
  });

  it("keeps what was typed when the server refuses, with its reason", async () => {
    const { user } = renderApp({
      route: "/m/member/realName",
      session,
      api: { ...kycHandlers(), "POST /wps/relay/MCSFE_updateIdTypeAndKycFields": () => json({ success: false, errorCode: "request_param_err", message: "The ID number does not match the name" }) },
    });
    await user.selectOptions(await screen.findByLabelText("ID type"), "NATIONAL_ID");
    await user.type(screen.getByLabelText("ID number"), "880199012345");
    await user.type(screen.getByLabelText("Real name"), "Emon Rahman");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("The ID number does not match the name")).toBeInTheDocument();
    expect(screen.getByLabelText("ID number")).toHaveValue("880199012345");
    expect(screen.getByLabelText("Real name")).toHaveValue("Emon Rahman");
  });

  it("shows verified, and a pending submission, without a form", async () => {
    renderApp({ route: "/m/member/realName", session, api: kycHandlers(kycStatus("VERIFIED")) });
    expect(await screen.findByText("Your identity is verified.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
  });

  it("says so when the merchant does not run KYC, and asks no fields", async () => {
    const { api } = renderApp({ route: "/m/member/realName", session, api: { ...kycHandlers(), "GET /wps/relay/MCSFE_getCustomerKycMerchantSetting": kycSetting(false) } });
    expect(await screen.findByText("This site does not ask you to verify your identity.")).toBeInTheDocument();
    expect(api.calls("GET /wps/relay/MCSFE_getDictionaryIdTypeAndKycFields")).toHaveLength(0);
  });

  it("shows the failure with Try again, then the form", async () => {
    const { user } = renderApp({
      route: "/m/member/realName",
      session,
      api: { ...kycHandlers(), "GET /wps/relay/MCSFE_getCustomerKycStatus": inTurn(() => json({ success: false }, { status: 500 }), kycStatus("NOT_VERIFIED")) },
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByLabelText("ID type")).toBeInTheDocument());
  });
});
