import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authStore, loginPassword } from "../../../stores/auth.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith, type Rendered } from "../../../testing/test-utils.tsx";
import { carriesInClear, countries, loginResult, refused, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import { toastStore } from "../../../ui/toast/toast-store.ts";
import ForgetScreen from "./forget-screen.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const both = { "GET /wps/system/whitelabel": switches(["CHNGPASSVERIF3", "CHNGPASSMAIL3"]) };

beforeAll(async () => {
  await import("./forget-screen.tsx");
  await import("./login-screen.tsx");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/m/forget by email (spec §2, §4, §5)", () => {
  it("starts on phone when both switches are on; on email a bad address shows 'email incorrect' and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/forget", api: { ...both, "GET /wps/system/country": countries } });
    const methods = await screen.findByRole("tablist", { name: "Recovery method" });
    expect(within(methods).getByRole("tab", { name: "By phone" })).toHaveAttribute("aria-selected", "true");
    await user.click(within(methods).getByRole("tab", { name: "By email" }));

    await user.type(screen.getByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Email"), "player.one@mail");
    await user.click(screen.getByRole("button", { name: "Retrieve password" }));
    expect(await screen.findByText("email incorrect")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(api.calls("POST /wps/member/password/email")).toHaveLength(0);
  });

  it("asks for both fields", async () => {
    const { user } = renderApp({ route: "/m/forget", api: { "GET /wps/system/whitelabel": switches(["CHNGPASSMAIL3"]) } });
    await user.click(await screen.findByRole("button", { name: "Retrieve password" }));
    expect(await screen.findByText("Username must be 1-20 letters, digits or underscores")).toBeInTheDocument();
    expect(screen.getByText("Enter your email")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("sends the trimmed values form-encoded, says 'has been sent' and goes back after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderApp({
      route: "/m/login",
      api: {
        "GET /wps/system/whitelabel": switches(["CHNGPASSMAIL3"]),
        "POST /wps/member/password/email": { success: true, message: "The email has been sent", value: true },
      },
    });
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await user.type(await screen.findByLabelText("Username"), " player_one ");
    await user.type(screen.getByLabelText("Email"), "player.one@mail.com ");
    await user.click(screen.getByRole("button", { name: "Retrieve password" }));

    expect(await screen.findByText("The email has been sent")).toBeInTheDocument();
    const [request] = api.calls("POST /wps/member/password/email");
    expect(request?.headers.get("Content-Type")).toContain("application/x-www-form-urlencoded");
    expect(await request?.clone().text()).toBe("username=player_one&email=player.one%40mail.com");
    expect(window.location.pathname).toBe("/m/forget");

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });

  it("keeps the typed values and shows the server's text when it refuses", async () => {
    const { user } = renderApp({
      route: "/m/forget",
      api: {
        "GET /wps/system/whitelabel": switches(["CHNGPASSMAIL3"]),
        "POST /wps/member/password/email": refused("email.not.match", "The email does not match this account"),
      },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Email"), "other@mail.com");
    await user.click(screen.getByRole("button", { name: "Retrieve password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The email does not match this account");
    expect(screen.getByLabelText("Username")).toHaveValue("player_one");
    expect(screen.getByLabelText("Email")).toHaveValue("other@mail.com");
  });

  it("says recovery is unavailable when both switches are off", async () => {
    renderApp({ route: "/m/forget", api: { "GET /wps/system/whitelabel": switches([]) } });
    expect(await screen.findByText("Password recovery is not available right now. Please contact customer service.")).toBeInTheDocument();
  });
});

describe("/m/forget by phone (spec §2, §4, §5, §8)", () => {
  const phone = { "GET /wps/system/whitelabel": switches(["CHNGPASSVERIF3"]), "GET /wps/system/country": countries };
  /** The answers up to a password set by phone; each test answers the automatic login its own way. */
  const passwordSetByPhone = () => ({
    ...phone,
    "POST /wps/verification/sms/noLogin": ok({ expirationTime: Date.now() + 60_000 }),
    "GET /wps/session/key/rsa": rsaKey,
    "POST /wps/member/password/verification": ok(true),
  });

  async function fillPhoneForm(user: Rendered["user"]) {
    await user.type(await screen.findByLabelText("Mobile number"), "123456789");
    await user.click(screen.getByRole("button", { name: "Get code" }));
    await user.type(screen.getByLabelText("SMS code"), "601223");
    await user.type(screen.getByLabelText("New password"), "Harbour2026");
  }

  it("keeps the submit disabled until a field is touched and while one is wrong", async () => {
    const { user } = renderApp({ route: "/m/forget", api: phone });
    const submit = await screen.findByRole("button", { name: "Set new password" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Mobile number"), "123");
    expect(await screen.findByText("mobile number error (at least 6 digits)")).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("sets the password encrypted, then logs in with the mobile number and goes home", async () => {
    const { user, api } = renderAlone(<ForgetScreen />, {
      route: "/m/forget",
      api: {
        ...passwordSetByPhone(),
        "POST /wps/session/login": loginResult({ userName: "123456789" }),
      },
    });
    await fillPhoneForm(user);
    expect(await screen.findByRole("button", { name: /^\d+ s$/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toMatchObject({ userName: "123456789" });
    expect(loginPassword()).toBe("Harbour2026");
    const [reset] = api.calls("POST /wps/member/password/verification");
    expect(await carriesInClear(reset as Request, "Harbour2026")).toBe(false);
    const [login] = api.calls("POST /wps/session/login");
    expect(await carriesInClear(login as Request, "Harbour2026")).toBe(false);
    // And the member reads that the password was changed.
    expect(toastStore.current).toMatchObject({ kind: "success", text: "Your password has been changed" });
  });

  it("a refused automatic login lands on /m/login saying the password was changed and to log in with it, the account filled in", async () => {
    const { user, api } = renderApp({
      route: "/m/forget",
      api: {
        ...passwordSetByPhone(),
        "POST /wps/session/login": refused("user.not.exist", "User does not exist or is disabled"),
      },
    });
    await fillPhoneForm(user);
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Your password has been changed");
    expect(notice).toHaveTextContent("Log in with it below. The automatic login did not go through: User does not exist or is disabled");
    expect(await screen.findByLabelText("Username")).toHaveValue("123456789");
    // Not a bare error: no error toast besides the page's words.
    expect(toastStore.current?.kind).not.toBe("error");
    expect(api.calls("POST /wps/member/password/verification")).toHaveLength(1);
    expect(authStore.session).toBeNull();
  });

  it("clears the password after 'modify.new.old.same' and the code after any other refusal", async () => {
    let answer = refused("modify.new.old.same", "New and old password cannot be the same");
    const { user } = renderApp({
      route: "/m/forget",
      api: {
        ...phone,
        "POST /wps/verification/sms/noLogin": ok({ expirationTime: Date.now() + 60_000 }),
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/member/password/verification": (request) => answer(request),
      },
    });
    await fillPhoneForm(user);
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("New and old password cannot be the same");
    await waitFor(() => expect(screen.getByLabelText("New password")).toHaveValue(""));
    expect(screen.getByLabelText("SMS code")).toHaveValue("601223");

    answer = refused("verification.code.err", "Verification code error");
    await user.type(screen.getByLabelText("New password"), "Harbour2027");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Verification code error"));
    await waitFor(() => expect(screen.getByLabelText("SMS code")).toHaveValue(""));
    expect(screen.getByLabelText("New password")).toHaveValue("Harbour2027");
  });
});
