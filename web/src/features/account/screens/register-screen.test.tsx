import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { authStore } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { consolidatedSettings, ok } from "../../../testing/fixtures.ts";
import { renderAppWith, type Rendered } from "../../../testing/test-utils.tsx";
import {
  captchaImage,
  carriesInClear,
  countries,
  loginResult,
  refused,
  registrationSettings,
  renderAlone,
  rsaKey,
  switches,
} from "../testing/account-fixtures.tsx";
import RegisterScreen from "./register-screen.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const noBanners = ok({ promotion: [], banners: [], player: [], popup: [], hot: [] });
const base = {
  "GET /wps/system/whitelabel": switches(["USERNAMEREG3"]),
  "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
  "GET /wps/relay/CCSFE_getListAnnouncements": noBanners,
  "GET /wps/system/country": countries,
  "GET /wps/check/username": ok(true),
};

beforeAll(async () => {
  await import("./register-screen.tsx");
});

async function fillValidForm(user: Rendered["user"], { confirm = "Sunrise2025" } = {}) {
  await user.type(await screen.findByLabelText("Username"), "lucky_star88");
  await user.type(screen.getByLabelText("Mobile number"), "123456789");
  await user.type(screen.getByLabelText("Password"), "Sunrise2025");
  await user.type(screen.getByLabelText("Confirm password"), confirm);
}

describe("/m/register fields and validation (spec §2, §5, §8)", () => {
  it("shows the fields the server table enables, asterisks on the required ones", async () => {
    renderApp({ route: "/m/register", api: base });
    const form = (await screen.findByLabelText("Username")).closest("form") as HTMLFormElement;
    const labels = within(form)
      .getAllByText((_, element) => element?.classList.contains("field__label") ?? false)
      .map((label) => label.textContent);
    expect(labels).toEqual(["Username", "Mobile number", "Password", "Confirm password", "Nickname", "Email", "Invitation code"]);
    expect(form.querySelectorAll(".field__required")).toHaveLength(4);
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Nickname")).toHaveAttribute("aria-required", "false");
    expect(screen.queryByLabelText("Withdrawal password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/m/home");
  });

  it("takes the consolidated settings' field rules over the form's rows: shown by fieldEnabled, checked by their bounds", async () => {
    const { user, api } = renderApp({
      route: "/m/register",
      api: {
        ...base,
        "GET /wps/system/settings/consolidated": consolidatedSettings({
          register: {
            nickname: { acceptedPattern: "*", minLength: 1, maxLength: 20, patternId: 13, required: false, fieldEnabled: false },
            payeeName: { acceptedPattern: "*", minLength: 2, maxLength: 40, patternId: 7, message: "info_real_name", required: true, fieldEnabled: true },
            username: { acceptedPattern: "^[A-Za-z0-9_]+$", minLength: 8, maxLength: 16, patternId: 4, required: true, fieldEnabled: true },
          },
        }),
      },
    });
    expect(await screen.findByLabelText("Real name")).toHaveAttribute("aria-required", "true");
    expect(screen.queryByLabelText("Nickname")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "lucky88");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(/8/);
    expect(api.calls("PUT /wps/member/register")).toHaveLength(0);
  });

  it("shows 'Two passwords do not match' under the confirmation and focuses the first failing field", async () => {
    const { user, api } = renderApp({ route: "/m/register", api: base });
    await fillValidForm(user, { confirm: "Sunrise2024" });
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    const confirm = screen.getByLabelText("Confirm password");
    expect(await screen.findByText("Two passwords do not match")).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription("Two passwords do not match");
    expect(confirm).toHaveFocus();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(0);
  });

  it("checks each field by the server's rule, the username with reg_pattern_4 and its bounds", async () => {
    const { user } = renderApp({ route: "/m/register", api: base });
    await user.type(await screen.findByLabelText("Username"), "abc");
    await user.type(screen.getByLabelText("Password"), "onlyletters");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    expect(await screen.findByText("Username must be 6-16 letters, digits or underscores")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveFocus();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("The format is incorrect");
    expect(screen.getByLabelText("Mobile number")).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("The format is incorrect");
    expect(screen.getByLabelText("Nickname")).not.toHaveAccessibleDescription();
  });

  it("says a taken username under the field when the member leaves it", async () => {
    const { user } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/check/username": refused("username.exists", "Username already exists") },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username already exists"));
  });

  it("never shows a bare error code under the username: a refusal without a message reads as the app's own text (failureText)", async () => {
    const { user } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/check/username": () => json({ success: false, errorCode: "username.exists" }) },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Unknown error"));
    expect(screen.queryByText("username.exists")).not.toBeInTheDocument();
  });

  it("disables Sign up while the terms are unticked (agreeDefault false)", async () => {
    const { user } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/system/setting/register": registrationSettings({ agreeDefault: false, captchaEnabled: false }) },
    });
    const agree = await screen.findByRole("checkbox", { name: "I am over 18 and agree to the terms and conditions" });
    expect(agree).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeDisabled();
    await user.click(agree);
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });

  it("offers both methods when both switches are on; mobile registration needs the SMS code", async () => {
    const { user } = renderApp({
      route: "/m/register",
      api: {
        ...base,
        "GET /wps/system/whitelabel": switches(["USERNAMEREG3", "MOBILENUMREG3", "REGMOBVERF3"]),
      },
    });
    const methods = await screen.findByRole("tablist", { name: "Sign-up method" });
    await user.type(screen.getByLabelText("Mobile number"), "123456789");
    await user.click(within(methods).getByRole("tab", { name: "Mobile number" }));
    expect(screen.queryByLabelText("Username")).not.toBeInTheDocument();
    // spec §4: the typed phone number carries over.
    expect(screen.getByLabelText("Mobile number")).toHaveValue("123456789");
    expect(screen.getByLabelText("SMS code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get code" })).toBeEnabled();
  });

  it("shows an honest state with a retry when the settings cannot be read", async () => {
    const { user, api } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/system/setting/register": () => json({ success: false, errorCode: "system.busy", message: "busy" }, { status: 503 }) },
    });
    expect(await screen.findByText("Sign-up is not available right now.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls("GET /wps/system/setting/register")).toHaveLength(2));
  });
});

describe("/m/register affiliate code (spec §4, §8)", () => {
  it("shows the link's code when the server refuses it, and refuses it again on submit with the field focused", async () => {
    const { user, api } = renderApp({
      route: "/m/register?code=BAD1",
      api: { ...base, "GET /wps/agent/affiliate": refused("invalid.affiliate.code", "invitation code error") },
    });
    expect(await screen.findByLabelText("Invitation code")).toHaveValue("BAD1");
    expect(new URL(api.calls("GET /wps/agent/affiliate")[0]?.url ?? "").searchParams.get("code")).toBe("BAD1");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    await waitFor(() => expect(screen.getByLabelText("Invitation code")).toHaveAccessibleDescription("invitation code error"));
    expect(screen.getByLabelText("Invitation code")).toHaveFocus();
    expect(api.calls("GET /wps/agent/affiliate")).toHaveLength(2);
    expect(api.calls("PUT /wps/member/register")).toHaveLength(0);
  });

  it("hides the field when the link's code is valid", async () => {
    renderApp({
      route: "/m/register?code=A8K2Q7",
      api: { ...base, "GET /wps/agent/affiliate": ok({ affiliateCode: "A8K2Q7", agentId: 100007, agentName: "agent_lee", expired: false }) },
    });
    await screen.findByLabelText("Username");
    await waitFor(() => expect(screen.queryByLabelText("Invitation code")).not.toBeInTheDocument());
  });
});

describe("/m/register submit (spec §2 registration dialog, §8)", () => {
  const withCaptcha = {
    ...base,
    "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: true }),
    "GET /wps/captcha": captchaImage,
    "GET /wps/session/key/rsa": rsaKey,
  };

  it("asks for the captcha in a dialog, registers encrypted, says so, logs in and goes home", async () => {
    let finishLogin: () => void = () => undefined;
    const { user, api } = renderAlone(<RegisterScreen />, {
      route: "/m/register",
      api: {
        ...withCaptcha,
        "PUT /wps/member/register": ok({ customerId: 100988 }),
        "POST /wps/session/login": () =>
          new Promise<Response>((resolve) => {
            finishLogin = () => resolve(json(loginResult({ userName: "lucky_star88" })));
          }),
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    const dialog = await screen.findByRole("dialog", { name: "Security check" });
    await waitFor(() => expect(api.calls("GET /wps/captcha")).toHaveLength(1));
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Please enter the captcha")).toBeInTheDocument();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Captcha"), "482913");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    // spec §8: 'registered successfully, about to log in' while the new member is logged in.
    expect(await within(dialog).findByText("Registered successfully, about to log in")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("POST /wps/session/login")).toHaveLength(1));
    finishLogin();
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toMatchObject({ userName: "lucky_star88" });
    const [register] = api.calls("PUT /wps/member/register");
    expect(register?.headers.get("Encryption")).toBeTruthy();
    expect(await carriesInClear(register as Request, "Sunrise2025")).toBe(false);
    expect(await carriesInClear(register as Request, "lucky_star88")).toBe(false);
    expect(api.calls("POST /wps/session/login")).toHaveLength(1);
  });

  it("shows the refusal and a new captcha when the server asks for one, keeping every typed value", async () => {
    const { user, api } = renderApp({
      route: "/m/register",
      api: { ...withCaptcha, "PUT /wps/member/register": refused("captcha.err", "Please Enter The Correct Captcha Code", { captcha: true }) },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Security check" });
    await user.type(within(dialog).getByLabelText("Captcha"), "000000");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please Enter The Correct Captcha Code");
    await waitFor(() => expect(api.calls("GET /wps/captcha")).toHaveLength(2));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Username")).toHaveValue("lucky_star88");
    expect(screen.getByLabelText("Password")).toHaveValue("Sunrise2025");
    expect(screen.getByRole("alert")).toHaveTextContent("Please Enter The Correct Captcha Code");
  });

  it("closes on Escape like Cancel, giving focus back to Sign up, but not while the account is being created", async () => {
    let answer: () => void = () => undefined;
    const { user, api } = renderApp({
      route: "/m/register",
      api: {
        ...withCaptcha,
        "PUT /wps/member/register": () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(json({ success: false, errorCode: "captcha.err", message: "Please Enter The Correct Captcha Code", captcha: true }));
          }),
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("dialog", { name: "Security check" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Security check" });
    await user.type(within(dialog).getByLabelText("Captcha"), "482913");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(api.calls("PUT /wps/member/register")).toHaveLength(1));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please Enter The Correct Captcha Code");
  });

  it("registers without a dialog when the captcha is off, and shows a taken username from the server", async () => {
    const { user, api } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/session/key/rsa": rsaKey, "PUT /wps/member/register": refused("username.exists", "Username already exists") },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Username already exists");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(1);
  });
});

describe("/m/register: the terms and conditions can be opened and read", () => {
  const terms = ok([
    { tag: "about", title: "About Us", children: [{ tag: "about", title: "About Us", content: "<p>Who we are</p>" }] },
    { tag: "terms", title: "Terms & Conditions", children: [{ tag: "terms", title: "Terms & Conditions", content: "<p>You must be 18 or older to play.</p>" }] },
  ]);

  it("opens the merchant's terms over the form without ticking the box; I agree ticks it, what was typed stays", async () => {
    const { user } = renderApp({
      route: "/m/register",
      api: { ...base, "GET /wps/system/setting/register": registrationSettings({ agreeDefault: false, captchaEnabled: false }), "GET /wps/system/helpCenter": terms },
    });
    await user.type(await screen.findByLabelText("Username"), "lucky_star88");
    const agree = screen.getByRole("checkbox", { name: "I am over 18 and agree to the terms and conditions" });
    await user.click(screen.getByRole("button", { name: "terms and conditions" }));
    expect(agree).not.toBeChecked();
    const sheet = await screen.findByRole("dialog", { name: "Terms and conditions" });
    expect(await within(sheet).findByText("You must be 18 or older to play.")).toBeInTheDocument();
    expect(within(sheet).queryByText("Who we are")).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(agree).not.toBeChecked();

    await user.click(screen.getByRole("button", { name: "terms and conditions" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Terms and conditions" })).getByRole("button", { name: "I agree" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(agree).toBeChecked();
    expect(screen.getByLabelText("Username")).toHaveValue("lucky_star88");
  });

  it("says where to ask for them when the merchant publishes none", async () => {
    const { user } = renderApp({ route: "/m/register", api: { ...base, "GET /wps/system/helpCenter": ok([]) } });
    await user.click(await screen.findByRole("button", { name: "terms and conditions" }));
    const sheet = await screen.findByRole("dialog", { name: "Terms and conditions" });
    expect(await within(sheet).findByText(/The terms are not published here yet/)).toBeInTheDocument();
  });
});
