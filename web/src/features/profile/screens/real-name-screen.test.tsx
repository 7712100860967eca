import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { realName } from "../testing/profile-fixtures.ts";

const session = memberSession();

describe("/m/member/realName (real-name verification)", () => {
  it("names each wrong field by the server's rule and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/member/realName", session, api: { "GET /wps/member/realName": realName("NOT_VERIFIED") } });
    await user.type(await screen.findByLabelText("Real name"), "张");
    await user.type(screen.getByLabelText("ID number"), "12");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(screen.getByLabelText("Real name")).toHaveAccessibleDescription("The format is incorrect");
    expect(screen.getByLabelText("ID number")).toHaveAccessibleDescription("The format is incorrect");
    expect(screen.getByLabelText("Real name")).toHaveFocus();
    expect(api.calls("POST /wps/member/realName")).toHaveLength(0);
  });

  it("submits and shows the pending state with the masked values", async () => {
    const { user, api } = renderApp({
      route: "/m/member/realName",
      session,
      api: {
        "GET /wps/member/realName": realName("NOT_VERIFIED"),
        "POST /wps/member/realName": realName("PENDING", { realName: "张*", idNumber: "440***********123X", submittedAt: "2026-11-21T22:50:41+08:00", rules: undefined }),
      },
    });
    await user.type(await screen.findByLabelText("Real name"), "张伟");
    await user.type(screen.getByLabelText("ID number"), "44030519900101123X");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(await screen.findByText("Your details were submitted on 2026-11-21 and are being reviewed.")).toBeInTheDocument();
    expect(screen.getByText("440***********123X")).toBeInTheDocument();
    expect(screen.queryByLabelText("Real name")).not.toBeInTheDocument();
    expect(await api.calls("POST /wps/member/realName")[0]!.json()).toEqual({ realName: "张伟", idNumber: "44030519900101123X" });
  });

  it("shows a rejection's reason with the form again, and the server's refusal keeps what was typed", async () => {
    const { user } = renderApp({
      route: "/m/member/realName",
      session,
      api: {
        "GET /wps/member/realName": realName("REJECTED", { rejectReason: "The name does not match the id card" }),
        "POST /wps/member/realName": () => json({ success: false, errorCode: "realname.name.mismatch", message: "The name must match your payee name" }),
      },
    });
    expect(await screen.findByText(/Rejected: The name does not match the id card/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Real name"), "Zhang Wei");
    await user.type(screen.getByLabelText("ID number"), "E12345678");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(screen.getByText("The name must match your payee name")).toBeInTheDocument());
    expect(screen.getByLabelText("Real name")).toHaveValue("Zhang Wei");
  });

  it("shows verified without a form", async () => {
    renderApp({ route: "/m/member/realName", session, api: { "GET /wps/member/realName": realName("VERIFIED", { realName: "张*", idNumber: "440***1234" }) } });
    expect(await screen.findByText("Your real name is verified.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
  });
});
