// "No password at rest in clear": after a login with "remember me"
// (and home's once-per-login flags written), every storage area the page can
// reach is read back, decoded where it looks encoded, and searched for the
// password and the token. Only MC_SESSION_INFO may hold the token; nothing may
// hold the password. e2e/credentials-at-rest.spec.ts does the same in Chromium.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { localKeys, sessionKeys } from "../lib/storage.ts";
import { ok } from "../testing/fixtures.ts";
import { renderAppWith } from "../testing/test-utils.tsx";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { homeAnnouncements, popups } from "../features/home/testing/home-fixtures.ts";
import { loginResult, rsaKey, switches } from "../features/account/testing/account-fixtures.tsx";
import { loadScreen } from "./routes/screens.ts";

const PASSWORD = "Sunrise-2025!";
const TOKEN = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";

interface Found {
  area: string;
  key: string;
  text: string;
}

/** Every readable string of every IndexedDB database (keys included; a CryptoKey shows only its public facts). */
async function indexedDbEntries(): Promise<Found[]> {
  const found: Found[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const storeName of db.objectStoreNames) {
      const store = db.transaction(storeName).objectStore(storeName);
      const [keys, values] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result as unknown[])))),
      );
      (values ?? []).forEach((value, index) => {
        const text =
          value instanceof CryptoKey ? JSON.stringify({ type: value.type, extractable: value.extractable, algorithm: value.algorithm }) : JSON.stringify(value);
        found.push({ area: `indexedDB ${name}/${storeName}`, key: String(keys?.[index]), text });
      });
    }
    db.close();
  }
  return found;
}

function webStorageEntries(area: "localStorage" | "sessionStorage"): Found[] {
  const storage = window[area];
  return Object.keys(storage).map((key) => ({ area, key, text: storage.getItem(key) ?? "" }));
}

/** The text and what it decodes to, two levels deep (base64 of base64 was the old remembered-password format). */
function revealed(text: string, depth = 2): string[] {
  const out = [text];
  if (depth === 0) return out;
  for (const chunk of text.match(/[A-Za-z0-9+/=_-]{8,}/g) ?? []) {
    try {
      out.push(...revealed(atob(chunk.replace(/-/g, "+").replace(/_/g, "/")), depth - 1));
    } catch {
      // not base64
    }
  }
  try {
    out.push(decodeURIComponent(text));
  } catch {
    // not URI-encoded
  }
  return out;
}

const holds = (entry: Found, secret: string) => revealed(entry.text).some((text) => text.includes(secret)) || entry.key.includes(secret);

const renderApp = renderAppWith(homeScreenHandlers);

beforeAll(async () => {
  await loadScreen("account/login");
  await loadScreen("home/home");
});

describe("credentials at rest", () => {
  it("after a remembered login and home's pop-ups, only MC_SESSION_INFO holds the token and nothing holds the password", async () => {
    document.cookie = "SHELL_deviceId=3f0e7c1a-55aa-4c1e-9d1b-1a2b3c4d5e6f; path=/";
    const { user } = renderApp({
      route: "/m/login",
      api: {
        "GET /wps/system/whitelabel": switches(["FREEPLAY3"]),
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/session/login": loginResult({ token: TOKEN }),
        "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ popup: popups }),
        "GET /wps/member/info": ok({ sumBalance: 1 }),
      },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), PASSWORD);
    await user.click(screen.getByRole("checkbox", { name: "Remember password" }));
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    await user.click(within(await screen.findByRole("dialog", { name: "Double Deposit Weekend" })).getByRole("button", { name: "Next" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Scheduled maintenance" })).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(localKeys.rememberedLogin) ?? "{}")).toMatchObject({ password: { v: 1 } }));

    const entries = [
      ...webStorageEntries("localStorage"),
      ...webStorageEntries("sessionStorage"),
      ...document.cookie.split("; ").map((cookie) => ({ area: "cookie", key: cookie.split("=")[0] ?? "", text: cookie })),
      ...(await indexedDbEntries()),
    ];
    // What was read: the session, the remembered login, the once-per-login flag, the sealing key.
    expect(entries.map((entry) => `${entry.area} ${entry.key}`)).toEqual(
      expect.arrayContaining([
        `sessionStorage ${sessionKeys.session}`,
        `localStorage ${localKeys.rememberedLogin}`,
        "sessionStorage HOME_LOGIN_POPUPS",
        "indexedDB platform-mobile/keys remembered-login",
      ]),
    );
    expect(entries.find((entry) => entry.area.startsWith("indexedDB"))?.text).toContain('"extractable":false');

    expect(entries.filter((entry) => holds(entry, PASSWORD)).map((entry) => `${entry.area} ${entry.key}`)).toEqual([]);
    expect(entries.filter((entry) => holds(entry, TOKEN)).map((entry) => `${entry.area} ${entry.key}`)).toEqual([`sessionStorage ${sessionKeys.session}`]);
  });
});
