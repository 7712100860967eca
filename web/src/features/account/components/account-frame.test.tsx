import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { memberSession } from "../../../testing/fixtures.ts";
import type { Handler } from "../../../testing/fake-api.ts";
import ChangePasswordScreen from "../screens/change-password-screen.tsx";
import ForgetScreen from "../screens/forget-screen.tsx";
import LoginScreen from "../screens/login-screen.tsx";
import RegisterScreen from "../screens/register-screen.tsx";
import { AccountFrame, accountFrameOf, type AccountFrameScreen } from "./account-frame.tsx";

/** A call that is never answered: the screen stays on its first picture. */
const hanging: Handler = () => new Promise<Response>(() => undefined);

async function markupOf(ui: ReactNode, route: string, session = false): Promise<string> {
  const { container, unmount } = renderWithProviders(ui, {
    route,
    ...(session ? { session: memberSession() } : {}),
    api: { "GET /wps/system/whitelabel": hanging, "GET /wps/system/setting/register": hanging, "GET /wps/relay/CCSFE_getListAnnouncements": hanging },
  });
  await screen.findByRole("heading", { level: 1 });
  // React's generated ids (useId) count renders: they are the one thing allowed to differ.
  const markup = (container.querySelector(".account")?.outerHTML ?? "").replace(/_r_[0-9a-z]+_/g, "_r_id_");
  unmount();
  return markup;
}

describe("account frame (issue 17: an account route's page is its screen's first picture)", () => {
  const cases: [AccountFrameScreen, string, () => ReactNode, boolean][] = [
    ["login", "/m/login", () => <LoginScreen />, false],
    ["register", "/m/register", () => <RegisterScreen />, false],
    ["forget", "/m/forget", () => <ForgetScreen />, false],
    ["changePassword", "/m/changePsw", () => <ChangePasswordScreen />, true],
  ];

  for (const [frame, route, Screen, session] of cases) {
    it(`${route}: the prerendered frame is the markup the screen draws while its switches load`, async () => {
      const framed = await markupOf(<AccountFrame screen={frame} />, route, session);
      const drawn = await markupOf(Screen(), route, session);
      expect(framed).toContain('class="account__heading"');
      expect(framed).toContain('class="spinner spinner--large"');
      expect(drawn).toBe(framed);
    });
  }

  it("knows the account screens by their route-table keys, and no other", () => {
    expect(accountFrameOf("account/login")).toBe("login");
    expect(accountFrameOf("account/change-password")).toBe("changePassword");
    expect(accountFrameOf("home/home")).toBeNull();
    expect(accountFrameOf("toString")).toBeNull();
  });
});
