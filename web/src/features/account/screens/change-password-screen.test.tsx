import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localKeys } from "../../../lib/storage.ts";
import { authStore, keepLoginPassword, loginPassword } from "../../../stores/auth.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { carriesInClear, refused, renderAlone, rsaKey } from "../testing/account-fixtures.tsx";
import { readRememberedLogin, writeRememberedLogin } from "../remember/remembered-login.ts";
import ChangePasswordScreen from "./change-password-screen.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const session = memberSession({ userName: "new_member", firstTimeLogin: true });

beforeAll(async () => {
  await import("./change-password-screen.tsx");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/m/changePsw (spec §2 'Change-password screen', §4, §5)", () => {
  it("shows the title, the subtitle and the username read-only", async () => {
    renderApp({ route: "/m/changePsw", session });
    expect(await screen.findByRole("heading", { name: "Please change your password" })).toBeInTheDocument();
    expect(screen.getByText("first login or expired")).toBeInTheDocument();
    // The form starts once the remembered login is opened (asynchronous: WebCrypto).
    expect(await screen.findByLabelText("Username")).toHaveValue("new_member");
    expect(screen.getByLabelText("Username")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("asks for the old password when none is held, and checks every field", async () => {
    const { user, api } = renderApp({ route: "/m/changePsw", session });
    await user.click(await screen.findByRole("button", { name: "Change password" }));
    expect(await screen.findAllByText("Enter password")).toHaveLength(3);
    expect(screen.getByLabelText("Current password")).toHaveFocus();

    await user.type(screen.getByLabelText("Current password"), "Sunrise2025");
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.type(screen.getByLabelText("Confirm new password"), "abd");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password must be 6-20 characters without spaces")).toBeInTheDocument();
    expect(screen.getByText("Confirmation password does not match")).toBeInTheDocument();
    expect(api.calls("POST /wps/member/password")).toHaveLength(0);
  });

  it("hides the old password when the login's password is held, and refuses new = old without a request", async () => {
    keepLoginPassword("Sunrise2025");
    const { user, api } = renderApp({ route: "/m/changePsw", session });
    await screen.findByLabelText("New password");
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "Sunrise2025");
    await user.type(screen.getByLabelText("Confirm new password"), "Sunrise2025");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("New and old password cannot be the same");
    expect(api.calls("POST /wps/member/password")).toHaveLength(0);
  });

  it("never fills a field with the remembered password, so no eye can show it", async () => {
    await writeRememberedLogin({ type: "username", username: "new_member", password: "Remembered2025" });
    const { user } = renderApp({ route: "/m/changePsw", session });
    await screen.findByLabelText("New password");
    // The app holds the old password: it is used, never put in a field (spec §2: the field shows only when none is held).
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
    for (const button of screen.getAllByRole("button", { name: "Show password" })) await user.click(button);
    for (const input of document.querySelectorAll("input")) expect(input.value).not.toContain("Remembered2025");
  });

  it("changes the password encrypted, updates the remembered one, forgets the held one and goes home after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    keepLoginPassword("Sunrise2025");
    await writeRememberedLogin({ type: "username", username: "new_member", password: "Sunrise2025" });
    const { user, api } = renderAlone(<ChangePasswordScreen />, {
      route: "/m/changePsw",
      session,
      api: { "GET /wps/session/key/rsa": rsaKey, "POST /wps/member/password": ok(true) },
    });
    await user.type(await screen.findByLabelText("New password"), "Harbour2026");
    await user.type(screen.getByLabelText("Confirm new password"), "Harbour2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Password changed, back to home…")).toBeInTheDocument();
    const [request] = api.calls("POST /wps/member/password");
    expect(request?.headers.get("Authorization")).toBe(session.token);
    expect(await carriesInClear(request as Request, "Harbour2026")).toBe(false);
    expect(await carriesInClear(request as Request, "Sunrise2025")).toBe(false);
    await waitFor(async () => expect((await readRememberedLogin())?.password).toBe("Harbour2026"));
    expect(window.localStorage.getItem(localKeys.rememberedLogin)).not.toContain("Harbour2026");
    expect(loginPassword()).toBeNull();
    expect(authStore.session?.firstTimeLogin).toBe(false);
    expect(window.location.pathname).toBe("/m/changePsw");

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("keeps the values and shows the server's text on a refusal", async () => {
    const { user } = renderApp({
      route: "/m/changePsw",
      session,
      api: { "GET /wps/session/key/rsa": rsaKey, "POST /wps/member/password": refused("old.password.err", "The old password is incorrect") },
    });
    await user.type(await screen.findByLabelText("Current password"), "Wrong2025");
    await user.type(screen.getByLabelText("New password"), "Harbour2026");
    await user.type(screen.getByLabelText("Confirm new password"), "Harbour2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The old password is incorrect");
    expect(screen.getByLabelText("Current password")).toHaveValue("Wrong2025");
    expect(screen.getByLabelText("New password")).toHaveValue("Harbour2026");
    expect(screen.getByRole("button", { name: "Change password" })).toBeEnabled();
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/changePsw" });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
