import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { localKeys, sessionKeys } from "../../../lib/storage.ts";
import { authStore, loginPassword } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { captchaImage, carriesInClear, countries, loginResult, refused, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import { writeRememberedLogin } from "../remember/remembered-login.ts";
import LoginScreen from "./login-screen.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const usernameOnly = { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]) };

beforeAll(async () => {
  // The route loads the screen lazily; loading it once here keeps the first test within findBy's wait.
  await import("./login-screen.tsx");
});

describe("/m/login (spec §2 'Login screen', §4, §5)", () => {
  it("shows each field's message on an empty submit and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/login", api: usernameOnly });
    await user.click(await screen.findByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Username must be 1-20 letters, digits or underscores")).toBeInTheDocument();
    expect(screen.getByText("Enter password")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(api.calls("POST /wps/session/login")).toHaveLength(0);
  });

  it("refuses a username with characters outside letters, digits and underscore", async () => {
    const { user } = renderApp({ route: "/m/login", api: usernameOnly });
    await user.type(await screen.findByLabelText("Username"), "player one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Username must be 1-20 letters, digits or underscores")).toBeInTheDocument();
    // A wrong field is checked again as it is fixed (spec §5).
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "player_one");
    await waitFor(() => expect(screen.queryByText("Username must be 1-20 letters, digits or underscores")).not.toBeInTheDocument());
  });

  it("logs in encrypted, stores the session, holds the password in memory only, and goes home", async () => {
    const { user, api } = renderAlone(<LoginScreen />, {
      route: "/m/login",
      api: { ...usernameOnly, "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": loginResult() },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toMatchObject({ userName: "player_one", type: 0, token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b" });
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.session) ?? "{}")).toMatchObject({ userName: "player_one" });
    // The change-password flow gets the password from memory, not sessionStorage (spec §3's PSW).
    expect(loginPassword()).toBe("s3cret-pass");
    expect(window.sessionStorage.getItem(sessionKeys.legacyPassword)).toBeNull();
    const [request] = api.calls("POST /wps/session/login");
    expect(request).toBeDefined();
    expect(request?.headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);
    expect(await carriesInClear(request as Request, "s3cret-pass")).toBe(false);
    expect(await carriesInClear(request as Request, "player_one")).toBe(false);
  });

  it("goes to /m/changePsw after a first login", async () => {
    const { user } = renderApp({
      route: "/m/login",
      api: { ...usernameOnly, "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": loginResult({ userName: "new_member", firstTimeLogin: true }) },
    });
    await user.type(await screen.findByLabelText("Username"), "new_member");
    await user.type(screen.getByLabelText("Password"), "Sunrise2025");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/changePsw"));
    expect(await screen.findByRole("heading", { name: "Please change your password" })).toBeInTheDocument();
  });

  it("shows the captcha after a failure that asks for it, keeps the typed values and requires 6 digits", async () => {
    const { user, api } = renderApp({
      route: "/m/login",
      api: {
        ...usernameOnly,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/session/login": refused("login.cred.err", "Incorrect username or password", { captcha: true }),
        "GET /wps/captcha": captchaImage,
      },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect username or password");
    const captcha = await screen.findByLabelText("Captcha");
    expect(screen.getByLabelText("Username")).toHaveValue("player_one");
    expect(screen.getByLabelText("Password")).toHaveValue("wrong-pass");
    await waitFor(() => expect(screen.getByRole("button", { name: "Captcha image, tap for a new one" })).toBeEnabled());
    expect(api.calls("GET /wps/captcha")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please enter the captcha")).toBeInTheDocument();
    await user.type(captcha, "123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("The captcha has 6 digits")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Captcha image, tap for a new one" }));
    await waitFor(() => expect(api.calls("GET /wps/captcha")).toHaveLength(2));
    expect(authStore.captchaRequired).toBe(true);
  });

  it("shows a translated message when the network fails, and a 5xx its own", async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError("Failed to fetch"));
    const { user } = renderApp({
      route: "/m/login",
      api: { ...usernameOnly, "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": () => answer() },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The network is slow or offline, please try again");

    answer = () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("System error, please try again later"));
    expect(screen.getByLabelText("Username")).toHaveValue("player_one");
  });

  it("remembers the login when ticked, sealed, and fills it in next time", async () => {
    const { user, unmount } = renderAlone(<LoginScreen />, {
      route: "/m/login",
      api: { ...usernameOnly, "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": loginResult() },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("checkbox", { name: "Remember password" }));
    // What is stored when the app leaves the login page: a reload at once must not lose the record, whose
    // password is sealed asynchronously (WebCrypto, IndexedDB).
    let storedOnLeaving: string | null = null;
    const replaceState = window.history.replaceState.bind(window.history);
    const leaving = vi.spyOn(window.history, "replaceState").mockImplementation((data, unused, url) => {
      if (String(url).endsWith("/m/home")) storedOnLeaving = window.localStorage.getItem(localKeys.rememberedLogin);
      replaceState(data, unused, url);
    });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    leaving.mockRestore();

    expect(JSON.parse(storedOnLeaving ?? "{}")).toMatchObject({ password: { v: 1 } });
    const stored = window.localStorage.getItem(localKeys.rememberedLogin) ?? "";
    expect(JSON.parse(stored)).toMatchObject({ type: "username", username: "player_one" });
    expect(stored).not.toContain("s3cret-pass");
    expect(stored).not.toContain(btoa("s3cret-pass"));
    unmount();
    authStore.session = null;

    renderApp({ route: "/m/login", api: usernameOnly });
    expect(await screen.findByLabelText("Username")).toHaveValue("player_one");
    expect(screen.getByLabelText("Password")).toHaveValue("s3cret-pass");
    expect(screen.getByRole("checkbox", { name: "Remember password" })).toBeChecked();
  });

  it("offers the SMS method when the switch is on: mobile number first, then the code countdown", async () => {
    await writeRememberedLogin({ type: "username", username: "kept_user", password: "kept-pass" });
    const { user, api } = renderApp({
      route: "/m/login",
      api: {
        "GET /wps/system/whitelabel": switches(["MOBILEVERCODELOGIN3"]),
        "GET /wps/system/country": countries,
        "POST /wps/verification/sms/noLogin": ok({ expirationTime: Date.now() + 60_000 }),
      },
    });
    const methods = await screen.findByRole("tablist", { name: "Login method" });
    await user.click(within(methods).getByRole("tab", { name: "Mobile number" }));
    expect(within(methods).getByRole("tab", { name: "Mobile number" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("60"));

    await user.click(screen.getByRole("button", { name: "Get code" }));
    expect(await screen.findByText("mobile number error (at least 6 digits)")).toBeInTheDocument();
    expect(api.calls("POST /wps/verification/sms/noLogin")).toHaveLength(0);

    await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "63");
    await user.type(screen.getByLabelText("Mobile number"), "9171234567");
    await user.click(screen.getByRole("button", { name: "Get code" }));
    expect(await screen.findByRole("button", { name: /^\d+ s$/ })).toBeDisabled();
    const [send] = api.calls("POST /wps/verification/sms/noLogin");
    expect(await send?.clone().json()).toEqual({ mobileNum: "9171234567", countryDialingCode: "63" });

    // Back on the username tab the remembered credentials are filled in (spec §4).
    await user.click(within(methods).getByRole("tab", { name: "Username" }));
    expect(await screen.findByLabelText("Username")).toHaveValue("kept_user");
  });

  it("shows free play when FREEPLAY3 is on, no social buttons without the merchant's Firebase sign-in, and links to forget and home", async () => {
    renderApp({
      route: "/m/login",
      api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3", "FACEBOOKLOGIN3", "GOOGLELOGIN3"]) },
    });
    expect(await screen.findByRole("button", { name: "Free play" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Facebook" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/m/forget");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/m/home");
    const tabs = screen.getByRole("navigation", { name: "Log in or sign up" });
    expect(within(tabs).getByRole("link", { name: "Log in" })).toHaveAttribute("aria-current", "page");
    expect(within(tabs).getByRole("link", { name: "Sign up" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("re-translates the shown errors 200 ms after a language change", async () => {
    const { user } = renderApp({ route: "/m/login", api: usernameOnly });
    await user.click(await screen.findByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter password")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Language and theme" }));
    // The language sheet is a chunk of its own: it shows once loaded.
    await user.click(await screen.findByRole("radio", { name: "中文" }));
    expect(await screen.findByText("请输入密码")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "登录" })).toBeInTheDocument();
    expect(screen.queryByText("请输入验证码")).not.toBeInTheDocument();
  });

  it("answers a 400 refusal with the server's own text", async () => {
    const { user } = renderApp({
      route: "/m/login",
      api: {
        ...usernameOnly,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/session/login": () => json({ success: false, errorCode: "request_body_required", message: "Request body is required" }, { status: 400 }),
      },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Request body is required");
    expect(authStore.session).toBeNull();
  });
});

describe("/m/login: a remembered password is used but never revealed", () => {
  it("keeps the remembered password hidden: the eye clears it, and shows only what the member types", async () => {
    await writeRememberedLogin({ type: "username", username: "kept_user", password: "kept-pass" });
    const { user } = renderApp({ route: "/m/login", api: usernameOnly });
    const password = await screen.findByLabelText("Password");
    expect(password).toHaveValue("kept-pass");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAccessibleDescription("Your remembered password is never shown. The eye clears it so you can type it.");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveValue("");
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveAccessibleDescription("The remembered password was cleared. Type your password.");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await user.type(password, "typed-now");
    expect(password).toHaveValue("typed-now");
    expect(password).toHaveAttribute("type", "text");
    expect(password).not.toHaveAccessibleDescription(/remembered/);
  });

  it("never shows it after an edit either, nor when switching tabs refills it while the eye is open", async () => {
    await writeRememberedLogin({ type: "username", username: "kept_user", password: "kept-pass" });
    const { user } = renderApp({
      route: "/m/login",
      api: { "GET /wps/system/whitelabel": switches(["MOBILEVERCODELOGIN3"]), "GET /wps/system/country": countries },
    });
    const password = await screen.findByLabelText("Password");
    await user.type(password, "{Backspace}{Backspace}");
    expect(password).toHaveValue("kept-pa");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveValue("");
    await user.type(password, "mine");
    expect(password).toHaveAttribute("type", "text");

    const methods = screen.getByRole("tablist", { name: "Login method" });
    await user.click(within(methods).getByRole("tab", { name: "Mobile number" }));
    await user.click(within(methods).getByRole("tab", { name: "Username" }));
    // The input shows the machine's value (the remembered one, refilled), not what it held when it left (ui/form's
    // react-hook-form used to write that back over it), and hidden although the eye was open before.
    const refilled = await screen.findByLabelText("Password");
    expect(refilled).toHaveValue("kept-pass");
    expect(refilled).toHaveAttribute("type", "password");
  });
});
