// No password at rest in clear, in Chromium: after a login with
// "remember password" every storage area of the origin (localStorage,
// sessionStorage, cookies, every IndexedDB database) is read back and searched
// for the password and the token, encoded or not. Only MC_SESSION_INFO holds
// the token; nothing holds the password; the sealing key cannot be exported.
import { expect, test, type Page } from "./helpers/test.ts";
import { MEMBER, submitLogin } from "./helpers/account.ts";

interface Entry {
  area: string;
  key: string;
  text: string;
}

/** Everything the origin keeps, as text (a CryptoKey shows its public facts only). */
async function everythingStored(page: Page): Promise<Entry[]> {
  const inPage = await page.evaluate(async () => {
    const entries: { area: string; key: string; text: string }[] = [];
    for (const area of ["localStorage", "sessionStorage"] as const) {
      for (const key of Object.keys(window[area])) entries.push({ area, key, text: window[area].getItem(key) ?? "" });
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName).objectStore(storeName);
        const read = <T>(request: IDBRequest<T>) => new Promise<T>((resolve) => (request.onsuccess = () => resolve(request.result)));
        const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
        values.forEach((value: unknown, index: number) => {
          const text =
            value instanceof CryptoKey ? JSON.stringify({ cryptoKey: true, extractable: value.extractable, usages: value.usages }) : JSON.stringify(value);
          entries.push({ area: `indexedDB ${name}/${storeName}`, key: String(keys[index]), text });
        });
      }
      db.close();
    }
    return entries;
  });
  const cookies = (await page.context().cookies()).map((cookie) => ({ area: "cookie", key: cookie.name, text: cookie.value }));
  return [...inPage, ...cookies];
}

/** The text and what it decodes to, two base64 levels deep (the old remembered-password format was base64 of base64). */
function revealed(text: string, depth = 2): string[] {
  const out = [text];
  if (depth > 0) {
    for (const chunk of text.match(/[A-Za-z0-9+/=]{8,}/g) ?? []) {
      const decoded = Buffer.from(chunk, "base64").toString("utf8");
      if (decoded) out.push(...revealed(decoded, depth - 1));
    }
  }
  return out;
}

const holding = (entries: Entry[], secret: string) =>
  entries.filter((entry) => entry.key.includes(secret) || revealed(entry.text).some((text) => text.includes(secret))).map((entry) => `${entry.area} ${entry.key}`);

test("after a remembered login only MC_SESSION_INFO holds the token, and nothing holds the password", async ({ page }) => {
  await page.goto("/m/login");
  await page.getByLabel("Username").fill(MEMBER.username);
  await page.getByRole("checkbox", { name: "Remember password" }).check();
  await submitLogin(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  // Close the login pop-ups: closing them writes home's once-per-login flag.
  for (let i = 0; i < 5 && (await page.getByRole("dialog").count()) > 0; i++) {
    await page.getByRole("dialog").getByRole("button", { name: /^(Next|Close)$/ }).click();
  }
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem("REMEMBER_LOGIN"))) ?? "{}").password?.v).toBe(1);

  const token = JSON.parse((await page.evaluate(() => sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}").token as string;
  expect(token.length).toBeGreaterThan(8);
  const entries = await everythingStored(page);
  expect(entries.map((entry) => `${entry.area} ${entry.key}`)).toEqual(
    expect.arrayContaining(["sessionStorage MC_SESSION_INFO", "localStorage REMEMBER_LOGIN", "indexedDB platform-mobile/keys remembered-login"]),
  );
  expect(entries.filter((entry) => entry.text.includes("cryptoKey")).map((entry) => JSON.parse(entry.text))).toEqual([
    { cryptoKey: true, extractable: false, usages: ["encrypt", "decrypt"] },
  ]);
  expect(holding(entries, MEMBER.password)).toEqual([]);
  expect(holding(entries, token)).toEqual(["sessionStorage MC_SESSION_INFO"]);

  // The sealed password opens again in a new visit of this browser: the form is filled in.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/m/login");
  await expect(page.getByLabel("Username")).toHaveValue(MEMBER.username);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(MEMBER.password);
});
