// The calls made only after the member acts (later-calls.ts) are a
// chunk of their own, fetched when the form is first focused. When that fetch
// fails (the network drops), the step that needed it ends like a call that
// could not leave: the form's usual network message, everything typed kept.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectRegisterFormKept, fillAndSubmitRegister, refused, registerUpToBotCheck, renderAlone } from "../testing/account-fixtures.tsx";
import type * as LoadLaterCalls from "../machines/load-later-calls.ts";
import RegisterScreen from "./register-screen.tsx";

const provider = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock("../challenge/challenge-provider.ts", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadChallengeProvider: async () => provider,
}));
const preload = vi.hoisted(() => ({ spy: vi.fn() }));
vi.mock("../machines/load-later-calls.ts", async (importOriginal) => {
  const original = await importOriginal<typeof LoadLaterCalls>();
  preload.spy.mockImplementation(original.preloadLaterCalls);
  return { ...original, preloadLaterCalls: preload.spy };
});
// The chunk cannot be fetched: its import rejects, as a dynamic import does offline.
vi.mock("../machines/later-calls.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("/m/register when the later calls' chunk cannot be fetched", () => {
  it("is asked for on the form's first focus; the bot check the server asks for then ends with the network message, nothing typed lost, not sent again", async () => {
    const { user, api } = renderAlone(<RegisterScreen />, {
      route: "/m/register",
      api: {
        ...registerUpToBotCheck(),
        "PUT /wps/member/register": refused("geetest_captcha_err", "Please complete the verification"),
      },
    });
    const username = await screen.findByLabelText("Username");
    // The fetch starts when the form is first focused, long before a call needs it.
    expect(preload.spy).not.toHaveBeenCalled();
    await user.click(username);
    expect(preload.spy).toHaveBeenCalled();
    await fillAndSubmitRegister(user);

    expect(await screen.findByRole("alert")).toHaveTextContent("The network is slow or offline, please try again");
    await expectRegisterFormKept();
    // Neither the challenge id was asked for nor the provider run: the code to do so never came.
    expect(api.calls("GET /wps/captcha/geetest")).toHaveLength(0);
    expect(provider.run).not.toHaveBeenCalled();
    expect(api.calls("PUT /wps/member/register")).toHaveLength(1);
  });
});
