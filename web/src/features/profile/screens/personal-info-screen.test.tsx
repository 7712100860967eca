import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTurn, json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { headerIcon, registrationRows } from "../testing/profile-fixtures.ts";

const session = memberSession();
const base = {
  "GET /wps/member/info": memberInfo({ vipLevel: 3, email: null, payeeName: null, birthday: null, headerIcon: null }),
  "GET /wps/system/setting/register": registrationRows,
  "GET /wps/member/info/icon": headerIcon(null),
};

describe("/m/member/info (my account, personal info)", () => {
  it("shows the member and sends only the changed fields, then asks for the profile again", async () => {
    const { user, api } = renderApp({
      route: "/m/member/info",
      session,
      api: {
        ...base,
        "GET /wps/member/info": inTurn(
          memberInfo({ vipLevel: 3, email: null, payeeName: null, birthday: null }),
          memberInfo({ vipLevel: 3, email: "lucky@example.com", payeeName: null, birthday: null }),
        ),
        "POST /wps/member/info": ok(true),
      },
    });
    expect(await screen.findByText("player_one")).toBeInTheDocument();
    expect(screen.getByText("VIP 3")).toBeInTheDocument();
    expect(screen.getByLabelText("Nickname")).toHaveValue("Lucky One");
    await user.type(screen.getByLabelText("Email"), "lucky@example.com");
    await user.type(screen.getByLabelText("Birthday"), "1994-06-18");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your details have been saved")).toBeInTheDocument();
    expect(await api.calls("POST /wps/member/info")[0]!.json()).toEqual({ email: "lucky@example.com", birthday: "1994-06-18" });
    await waitFor(() => expect(api.calls("GET /wps/member/info")).toHaveLength(2));
  });

  it("names a wrong email and a birthday out of range, and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/member/info", session, api: base });
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Birthday"), "1899-12-31");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("email incorrect");
    expect(screen.getByLabelText("Birthday")).toHaveAccessibleDescription(/^The birthday must be between 1900-01-01 and \d{4}-12-31$/);
    expect(api.calls("POST /wps/member/info")).toHaveLength(0);
  });

  it("shows a payee name already set as the member's value, read-only, with how to change it, and does not send it", async () => {
    const { user, api } = renderApp({
      route: "/m/member/info",
      session,
      api: { ...base, "GET /wps/member/info": memberInfo({ vipLevel: 3, email: null, payeeName: "Tan Mei Ling", birthday: null }), "POST /wps/member/info": ok(true) },
    });
    const payee = await screen.findByLabelText("Payee name");
    expect(payee).toHaveValue("Tan Mei Ling");
    expect(payee).toHaveAttribute("readonly");
    expect(payee).toHaveAccessibleDescription("Set once. To change it, contact customer service.");
    await user.type(payee, "X");
    expect(payee).toHaveValue("Tan Mei Ling");
    await user.type(screen.getByLabelText("Email"), "mei@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await api.calls("POST /wps/member/info")[0]!.json()).toEqual({ email: "mei@example.com" });
  });

  it("offers the payee name for entry while it is not set, with no hint", async () => {
    renderApp({ route: "/m/member/info", session, api: base });
    const payee = await screen.findByLabelText("Payee name");
    expect(payee).not.toHaveAttribute("readonly");
    expect(payee).not.toHaveAccessibleDescription();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = renderApp({
      route: "/m/member/info",
      session,
      api: { ...base, "POST /wps/member/info": () => json({ success: false, errorCode: "member.email.exists", message: "This email is already registered" }) },
    });
    await user.type(await screen.findByLabelText("Email"), "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This email is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("taken@example.com");
  });

  it("changes the picture to a preset, and refuses an own picture of the wrong type by name", async () => {
    const { user, api } = renderApp({
      route: "/m/member/info",
      session,
      api: { ...base, "POST /wps/member/info/icon": headerIcon("avatar-2") },
    });
    await user.click(await screen.findByRole("button", { name: "Change picture" }));
    const sheet = await screen.findByRole("dialog", { name: "Choose a picture" });
    const upload = within(sheet).getByLabelText("Upload my own");
    // The accept filter may let it through ("All files"): the rule still names it.
    fireEvent.change(upload, { target: { files: [new File(["GIF89a"], "cat.gif", { type: "image/gif" })] } });
    expect(within(sheet).getByRole("alert")).toHaveTextContent("cat.gif: only png or jpg images can be uploaded");
    await user.click(within(sheet).getByRole("button", { name: "Picture 2" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await api.calls("POST /wps/member/info/icon")[0]!.text()).toBe("iconId=avatar-2");
  });

  it("shows the failure with Try again when the profile does not load", async () => {
    const { user } = renderApp({
      route: "/m/member/info",
      session,
      api: {
        ...base,
        "GET /wps/member/info": inTurn(() => json({ success: false }, { status: 500 }), memberInfo()),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Nickname")).toBeInTheDocument();
  });
});
