// The bot check the register call asks for (reference §1.3), with a
// fake challenge provider injected at its one boundary (challenge-provider.ts).
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../stores/auth.ts";
import { ok } from "../../../testing/fixtures.ts";
import { toastStore } from "../../../ui/toast/toast-store.ts";
import { expectRegisterFormKept, fillAndSubmitRegister, loginResult, refused, registerUpToBotCheck, renderAlone, switches } from "../testing/account-fixtures.tsx";
import RegisterScreen from "./register-screen.tsx";
import { inTurn } from "../../../testing/fake-api.ts";

const provider = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock("../challenge/challenge-provider.ts", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadChallengeProvider: async () => provider,
}));

const passed = { captcha_id: "4f7a2c9e", lot_number: "lot1", pass_token: "pass1", gen_time: "1795282800", captcha_output: "out1" };
const base = registerUpToBotCheck();

// A block body: a beforeEach that returns a function has it run as the test's
// cleanup, and mockReset() returns the mock, so an arrow returning it made
// vitest call the provider once more after each test (a rejecting provider
// then failed the test with its own value).
beforeEach(() => {
  provider.run.mockReset();
});

describe("/m/register when the server asks for the bot check", () => {
  it("runs the challenge with the server's id and registers once more, then logs in", async () => {
    provider.run.mockResolvedValue(passed);
    const { user, api } = renderAlone(<RegisterScreen />, {
      route: "/m/register",
      api: {
        ...base,
        "PUT /wps/member/register": inTurn(refused("geetest_captcha_err", "Please complete the verification"), ok({ customerId: 100988 })),
        "POST /wps/session/login": loginResult({ userName: "lucky_star88" }),
      },
    });
    await fillAndSubmitRegister(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(provider.run).toHaveBeenCalledWith("4f7a2c9e");
    expect(new URL(api.calls("GET /wps/captcha/geetest")[0]!.url).searchParams.get("product")).toBe("register");
    expect(api.calls("PUT /wps/member/register")).toHaveLength(2);
    expect(authStore.session).toMatchObject({ userName: "lucky_star88" });
  });
});

describe("/m/register when the member does not pass the bot check", () => {
  const askOnce = { ...base, "PUT /wps/member/register": refused("geetest_captcha_err", "Please complete the verification") };

  it("cancelled: back on the form with a translated message, nothing typed lost, not sent again", async () => {
    provider.run.mockRejectedValue({ cancelled: true });
    const { user, api } = renderAlone(<RegisterScreen />, { route: "/m/register", api: askOnce });
    await fillAndSubmitRegister(user);
    expect(await screen.findByText("Complete the security check to continue")).toBeVisible();
    await expectRegisterFormKept();
    expect(provider.run).toHaveBeenCalledTimes(1);
    expect(api.calls("PUT /wps/member/register")).toHaveLength(1);
  });

  it("failed: back on the form with a translated message, nothing typed lost, not sent again", async () => {
    provider.run.mockRejectedValue(new Error("gt4.js did not load"));
    const { user, api } = renderAlone(<RegisterScreen />, { route: "/m/register", api: askOnce });
    await fillAndSubmitRegister(user);
    // A provider's own error is no server text: the member reads the translated failure, never "gt4.js…".
    expect(await screen.findByRole("alert")).not.toHaveTextContent("gt4.js");
    await expectRegisterFormKept();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(1);
  });

  it("the challenge id cannot be fetched: back on the form with the failure, the provider never loaded", async () => {
    const { user, api } = renderAlone(<RegisterScreen />, {
      route: "/m/register",
      api: { ...askOnce, "GET /wps/captcha/geetest": () => new Response("", { status: 503 }) },
    });
    await fillAndSubmitRegister(user);
    expect(await screen.findByRole("alert")).toBeVisible();
    await expectRegisterFormKept();
    expect(provider.run).not.toHaveBeenCalled();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(1);
  });
});

describe("/m/register with GEETEST3 on: the challenge step before the automatic login (spec §8)", () => {
  function registeredThen(order: string[], login: (request: Request) => Response | Promise<Response>) {
    return {
      ...base,
      "GET /wps/system/whitelabel": switches(["USERNAMEREG3", "GEETEST3"]),
      "PUT /wps/member/register": () => {
        order.push("register");
        return new Response(JSON.stringify(ok({ customerId: 100988 })));
      },
      "GET /wps/captcha/geetest": () => {
        order.push("challenge");
        return new Response(JSON.stringify(ok({ gt: "4f7a2c9e", product: "popup" })));
      },
      "POST /wps/session/login": (request: Request) => {
        order.push("login");
        return login(request);
      },
    };
  }

  it("passed: registers, runs the check for the login, logs in once and goes home", async () => {
    provider.run.mockResolvedValue(passed);
    const order: string[] = [];
    const { user, api } = renderAlone(<RegisterScreen />, {
      route: "/m/register",
      api: registeredThen(order, () => new Response(JSON.stringify(loginResult({ userName: "lucky_star88" })))),
    });
    await fillAndSubmitRegister(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(order).toEqual(["register", "challenge", "login"]);
    expect(new URL(api.calls("GET /wps/captcha/geetest")[0]!.url).searchParams.get("product")).toBe("login");
    expect(provider.run).toHaveBeenCalledTimes(1);
    expect(authStore.session).toMatchObject({ userName: "lucky_star88" });
  });

  it("cancelled: the account exists, so the member is on /m/login told why, and no login was sent", async () => {
    provider.run.mockRejectedValue({ cancelled: true });
    const order: string[] = [];
    const { user } = renderAlone(<RegisterScreen />, { route: "/m/register", api: registeredThen(order, () => new Response("", { status: 500 })) });
    await fillAndSubmitRegister(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(toastStore.current).toMatchObject({ kind: "error", text: "Complete the security check to continue" });
    expect(order).toEqual(["register", "challenge"]);
    expect(authStore.session).toBeNull();
    // The login page fills the new account in (history state, never the address).
    expect(window.history.state).toMatchObject({ loginUsername: "lucky_star88" });
    expect(window.location.search).toBe("");
  });
});
