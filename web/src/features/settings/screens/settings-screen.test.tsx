import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localKeys, sessionKeys } from "../../../lib/storage.ts";
import { authStore, keepLoginPassword, loginPassword, setTrialUser } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { API_OFFLINE_CACHE } from "../../../service-worker/api-caches.ts";
import { apiCacheKey } from "../../../service-worker/cache-key.ts";
import { memoryCaches } from "../../../service-worker/testing/memory-caches.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const session = memberSession();

afterEach(() => vi.unstubAllGlobals());

describe("/m/set logout (spec §4 'Logout')", () => {
  it("asks for confirmation and keeps the session on Cancel", async () => {
    const { user, api } = renderApp({ route: "/m/set", session });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure you want to log out?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls("DELETE /wps/session/logout")).toHaveLength(0);
    expect(authStore.session?.userName).toBe("player_one");
  });

  it("calls the server with the token, clears the session and goes home as a visitor", async () => {
    keepLoginPassword("secret-typed-at-login");
    setTrialUser("TRIAL_1");
    const { user, api } = renderApp({
      route: "/m/set",
      session,
      api: { "DELETE /wps/session/logout": ok(true) },
    });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    const [logout] = api.calls("DELETE /wps/session/logout");
    expect(logout?.headers.get("Authorization")).toBe(session.token);
    expect(logout?.headers.get("Merchant")).toBeTruthy();
    expect(authStore.session).toBeNull();
    expect(authStore.trialUser).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.session)).toBeNull();
    expect(loginPassword()).toBeNull();
    expect(window.localStorage.getItem(localKeys.autoLogin)).toBe("0");
    expect(await screen.findByRole("link", { name: "Log in" })).toBeInTheDocument();
  });

  it("clears the session even when the server call fails", async () => {
    const { user } = renderApp({
      route: "/m/set",
      session,
      api: { "DELETE /wps/session/logout": () => json({ success: false, errorCode: "system.busy" }, { status: 500 }) },
    });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toBeNull();
  });
});

describe("/m/set preferences", () => {
  it("opens change password as a normal page: titled, with back to settings and the footer", async () => {
    const { user } = renderApp({ route: "/m/set", session });
    await user.click(await screen.findByRole("link", { name: "Change password" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/set/changePsw"));
    expect(await screen.findByRole("heading", { level: 1, name: "Change password" })).toBeInTheDocument();
    expect(await screen.findByLabelText("New password")).toBeInTheDocument();
    // Not the forced variant's words (spec §2: first login or expired).
    expect(screen.queryByText("first login or expired")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Please change your password" })).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/set"));
    expect(await screen.findByRole("heading", { level: 1, name: "Personal settings" })).toBeInTheDocument();
  });

  it("switches to Chinese: texts, <html lang>, the stored language and the Language header", async () => {
    const { user, api } = renderApp({ route: "/m/set", session });
    await user.click(await screen.findByRole("radio", { name: "中文" }));
    expect(await screen.findByRole("heading", { level: 1, name: "个人设置" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "退出登录" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("cn");
    expect(window.localStorage.getItem(localKeys.language)).toBe("CN");
    await waitFor(() => expect(api.requests.at(-1)?.headers.get("Language")).toBe("CN"));
  });

  it("switches the theme and keeps it", async () => {
    const { user } = renderApp({ route: "/m/set", session });
    await user.click(await screen.findByRole("radio", { name: "Light" }));
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(window.localStorage.getItem(localKeys.theme)).toBe("light");
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
  });

  it("offers the Philippines site as an external link", async () => {
    renderApp({ route: "/m/set", session });
    const link = await screen.findByRole("link", { name: "Philippines site" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("forgets the service worker's cached answers of this member, not another's", async () => {
    const caches = memoryCaches();
    vi.stubGlobal("caches", caches);
    const inbox = (token: string) => apiCacheKey(new Request("https://m.platform.test/wps/relay/CSP_inbox", { headers: { Authorization: token } }));
    const cache = await caches.open(API_OFFLINE_CACHE);
    await cache.put(new Request(await inbox(session.token)), new Response("{}"));
    await cache.put(new Request(await inbox("tok_someone_else")), new Response("{}"));
    const { user } = renderApp({ route: "/m/set", session, api: { "DELETE /wps/session/logout": ok(true) } });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(async () => expect((await cache.keys()).map((request) => request.url)).toEqual([await inbox("tok_someone_else")]));
  });
});
