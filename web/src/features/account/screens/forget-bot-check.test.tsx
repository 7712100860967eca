// Spec §4 "bot check on": the challenge the automatic login after
// set-password-by-phone may ask for (reference §1.3), with a fake challenge
// provider injected at its one boundary (challenge-provider.ts).
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../stores/auth.ts";
import { ok } from "../../../testing/fixtures.ts";
import type { Rendered } from "../../../testing/test-utils.tsx";
import { toastStore } from "../../../ui/toast/toast-store.ts";
import { countries, loginResult, refused, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import ForgetScreen from "./forget-screen.tsx";
import { inTurn } from "../../../testing/fake-api.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const provider = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock("../challenge/challenge-provider.ts", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadChallengeProvider: async () => provider,
}));

const passed = { captcha_id: "4f7a2c9e", lot_number: "lot1", pass_token: "pass1", gen_time: "1795282800", captcha_output: "out1" };
const askedForCheck = refused("geetest_captcha_err", "Please complete the verification");
const base = {
  "GET /wps/system/whitelabel": switches(["CHNGPASSVERIF3"]),
  "GET /wps/system/country": countries,
  "POST /wps/verification/sms/noLogin": ok({ expirationTime: Date.now() + 60_000 }),
  "GET /wps/session/key/rsa": rsaKey,
  "POST /wps/member/password/verification": ok(true),
  "GET /wps/captcha/geetest": ok({ gt: "4f7a2c9e", product: "popup" }),
};

async function setPassword(user: Rendered["user"]) {
  await user.type(await screen.findByLabelText("Mobile number"), "123456789");
  await user.click(screen.getByRole("button", { name: "Get code" }));
  await user.type(screen.getByLabelText("SMS code"), "601223");
  await user.type(screen.getByLabelText("New password"), "Harbour2026");
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

// A block body: a function returned by beforeEach is run as the test's cleanup.
beforeEach(() => {
  provider.run.mockReset();
});

describe("/m/forget by phone when the automatic login asks for the bot check", () => {
  it("passed: logs in once more with the result and goes home", async () => {
    provider.run.mockResolvedValue(passed);
    const { user, api } = renderAlone(<ForgetScreen />, {
      route: "/m/forget",
      api: {
        ...base,
        "POST /wps/session/login": inTurn(askedForCheck, loginResult({ userName: "123456789" })),
      },
    });
    await setPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(provider.run).toHaveBeenCalledWith("4f7a2c9e");
    expect(new URL(api.calls("GET /wps/captcha/geetest")[0]!.url).searchParams.get("product")).toBe("login");
    expect(api.calls("POST /wps/session/login")).toHaveLength(2);
    expect(api.calls("POST /wps/member/password/verification")).toHaveLength(1);
    expect(authStore.session).toMatchObject({ userName: "123456789" });
  });

  it("cancelled: on /m/login told the password was changed and why, no second login", async () => {
    provider.run.mockRejectedValue({ cancelled: true });
    const { user, api } = renderAlone(<ForgetScreen />, { route: "/m/forget", api: { ...base, "POST /wps/session/login": askedForCheck } });
    await setPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    // /m/login says the password was changed, and why the login was not made.
    expect(window.history.state).toMatchObject({ loginUsername: "123456789", loginNotice: { key: "password_set" }, loginRefusal: { key: "bot_check_cancelled" } });
    expect(toastStore.current?.kind).not.toBe("error");
    expect(api.calls("POST /wps/session/login")).toHaveLength(1);
    expect(authStore.session).toBeNull();
  });

  it("failed: on /m/login told the password was changed, the failure kept as data (never the provider's own text), no second login", async () => {
    provider.run.mockRejectedValue(new Error("gt4.js did not load"));
    const { user, api } = renderAlone(<ForgetScreen />, { route: "/m/forget", api: { ...base, "POST /wps/session/login": askedForCheck } });
    await setPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(window.history.state).toMatchObject({ loginNotice: { key: "password_set" }, loginRefusal: { failure: { kind: "unknown" } } });
    expect(JSON.stringify(window.history.state)).not.toMatch(/gt4/);
    expect(api.calls("POST /wps/session/login")).toHaveLength(1);
  });
});

describe("/m/forget by phone with GEETEST3 on: the check comes before the automatic login (spec §4 'bot check on')", () => {
  it("passed: the password is set, the check runs for the login, one login and home", async () => {
    provider.run.mockResolvedValue(passed);
    const order: string[] = [];
    const { user, api } = renderAlone(<ForgetScreen />, {
      route: "/m/forget",
      api: {
        ...base,
        "GET /wps/system/whitelabel": switches(["CHNGPASSVERIF3", "GEETEST3"]),
        "POST /wps/member/password/verification": () => {
          order.push("set password");
          return new Response(JSON.stringify(ok(true)));
        },
        "GET /wps/captcha/geetest": () => {
          order.push("challenge");
          return new Response(JSON.stringify(ok({ gt: "4f7a2c9e", product: "popup" })));
        },
        "POST /wps/session/login": () => {
          order.push("login");
          return new Response(JSON.stringify(loginResult({ userName: "123456789" })));
        },
      },
    });
    await setPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(order).toEqual(["set password", "challenge", "login"]);
    expect(new URL(api.calls("GET /wps/captcha/geetest")[0]!.url).searchParams.get("product")).toBe("login");
    expect(authStore.session).toMatchObject({ userName: "123456789" });
  });

  it("cancelled: on /m/login told why, and no login was sent", async () => {
    provider.run.mockRejectedValue({ cancelled: true });
    const { user, api } = renderAlone(<ForgetScreen />, {
      route: "/m/forget",
      api: { ...base, "GET /wps/system/whitelabel": switches(["CHNGPASSVERIF3", "GEETEST3"]), "POST /wps/session/login": loginResult() },
    });
    await setPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(api.calls("POST /wps/session/login")).toHaveLength(0);
    expect(authStore.session).toBeNull();
    expect(window.history.state).toMatchObject({ loginUsername: "123456789", loginNotice: { key: "password_set" }, loginRefusal: { key: "bot_check_cancelled" } });
  });
});
