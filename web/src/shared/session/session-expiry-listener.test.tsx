import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionKeys } from "../../lib/storage.ts";
import { authStore } from "../../stores/auth.ts";
import { json } from "../../testing/fake-api.ts";
import { memberSession } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { API_LAST_KNOWN_CACHE, API_OFFLINE_CACHE } from "../../service-worker/api-caches.ts";
import { apiCacheKey } from "../../service-worker/cache-key.ts";
import { memoryCaches } from "../../service-worker/testing/memory-caches.ts";
import { homeScreenHandlers } from "../../features/home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const notSession = () =>
  json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 });

afterEach(() => vi.unstubAllGlobals());

describe("lost session (401 / login.not.session from any call)", () => {
  it("clears the session and sends the member to /m/login with 'relogin required'", async () => {
    renderApp({ route: "/m/home", session: memberSession(), api: { "GET /wps/member/info": notSession } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(await screen.findByText("Your session has ended. Please log in again.")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.session)).toBeNull();
  });

  it("reacts the same to login.not.session inside an HTTP 200 envelope", async () => {
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { "GET /wps/member/info": () => json({ success: false, errorCode: "login.not.session" }) },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(authStore.session).toBeNull();
  });

  it("forgets what the service worker keeps of that member, not another's", async () => {
    const caches = memoryCaches();
    vi.stubGlobal("caches", caches);
    const keyOf = (path: string, token: string) => apiCacheKey(new Request(`https://m.platform.test${path}`, { headers: { Authorization: token } }));
    const session = memberSession();
    const balances = await caches.open(API_LAST_KNOWN_CACHE);
    const offline = await caches.open(API_OFFLINE_CACHE);
    await balances.put(new Request(await keyOf("/wps/member/info", session.token)), new Response("{}"));
    await offline.put(new Request(await keyOf("/wps/relay/CSP_getInbox", session.token)), new Response("{}"));
    await offline.put(new Request(await keyOf("/wps/relay/CSP_getInbox", "tok_someone_else")), new Response("{}"));

    renderApp({ route: "/m/home", session, api: { "GET /wps/member/info": notSession } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    await waitFor(async () => expect(await balances.keys()).toEqual([]));
    expect((await offline.keys()).map((request) => request.url)).toEqual([await keyOf("/wps/relay/CSP_getInbox", "tok_someone_else")]);
  });
});
