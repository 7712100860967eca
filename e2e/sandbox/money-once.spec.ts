// "Money exactly once", as a hostile tester tries it: the production
// build on the sandbox (which honours Idempotency-Key and keeps records), the
// service worker in control. Answers are held and released with routes, and
// the SDK's 15 s timeout is reached with Playwright's clock: nothing here
// sleeps for a timeout. Each test has a member of its own (the sandbox is
// shared by the workers), whose balance is read back from the sandbox itself.
import { expect, test, type APIRequestContext, type Page, type Route, type TestInfo, clockStart } from "../helpers/test.ts";
import { pauseClockSoon } from "../helpers/clock.ts";
import { screenshot } from "../helpers/screenshot.ts";

const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;
const PASSWORD = "Harbour2026";
const PAYMENT_PASSWORD = "246810";
/** The SDK's deadline (sdk/src/middleware/platform-middleware.ts DEFAULT_TIMEOUT_MS). */
const SDK_TIMEOUT_MS = 15_000;

/**
 * The app gives up on the call (its SDK timeout) with the page's clock paused. Running, the clock fired the first
 * reading of the records one real second later (MONEY_RECONCILE_DELAYS_MS), and on a loaded machine that second
 * passed before the test looked at the 'checking' state (a fresh-clone run at stop 40 found "Claimed" instead).
 * The test resumes the clock once it has seen that state.
 */
async function giveUpWithClockPaused(page: Page): Promise<void> {
  await pauseClockSoon(page, 50);
  await page.clock.fastForward(SDK_TIMEOUT_MS);
}

test.use({ serviceWorkers: "allow" });

interface Member {
  userName: string;
  token: string;
}

async function newMember(request: APIRequestContext, testInfo: TestInfo, balance = 1000): Promise<Member> {
  const userName = `m29_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${testInfo.workerIndex}${Date.now() % 1_000_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: PASSWORD, balance, paymentPassword: PAYMENT_PASSWORD, bankCard: true } });
  expect(created.status()).toBe(201);
  return (await created.json()) as Member;
}

/** The member's balance as the sandbox holds it. */
async function serverBalance(request: APIRequestContext, member: Member): Promise<number> {
  const answer = await request.get(`${SANDBOX_URL}/wps/member/info`, { headers: { Merchant: "mc_demo", Authorization: member.token } });
  return ((await answer.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

/** The member's own movements of a kind (ODSFE2_MemTransDet `codeTypes`), as the sandbox records them. */
async function serverRecords(request: APIRequestContext, member: Member, codeTypes: string): Promise<unknown[]> {
  // Every record so far: from the epoch to a day ahead of the sandbox's clock (not this machine's), in ms.
  const query = new URLSearchParams({ codeTypes, subordinateName: member.userName, startTime: "0", endTime: String((await clockStart()) + 86_400_000), page: "1", size: "50", language: "EN" });
  const answer = await request.get(`${SANDBOX_URL}/wps/relay/ODSFE2_MemTransDet?${query}`, {
    headers: { Merchant: "mc_demo", Authorization: member.token },
  });
  return ((await answer.json()) as { value: { list: unknown[] } }).value.list;
}

/** Opens the app with the member's session, the service worker installed and in control of the page. */
async function openWithWorker(page: Page, member: Member, path: string): Promise<void> {
  await page.goto("/m/trail");
  await page.evaluate((value) => {
    window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(value));
  }, { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: 0, firstTimeLogin: false });
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function fillWithdrawal(page: Page, amount: string): Promise<void> {
  await page.getByRole("textbox", { name: /Amount/ }).fill(amount);
  await page.getByLabel(/Withdrawal password/).fill(PAYMENT_PASSWORD);
}

/**
 * The balance card of the screen (member centre, deposit). Read as one element and compared by its text, so a
 * failure says what it showed instead (a stale figure, or '￥--.--' still refreshing), not merely that no ￥
 * figure was visible.
 */
function balanceCard(page: Page) {
  return page.getByRole("status", { name: "Balance" }).first();
}

/** Counts the requests of a method and path the page (or its worker) sends. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.context().on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.afterEach(async ({ context }) => {
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

test("a withdrawal answered after the app gave up is shown done, debited once, and cannot be sent again meanwhile", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await page.clock.install({ time: await clockStart() });
  await openWithWorker(page, member, "/m/withdraw");
  const sent = countRequests(page, "POST", "/wps/v2/transaction/withdraw");
  // The server takes the withdrawal (and debits it) at once; its answer is held past the app's deadline.
  let release: () => Promise<void> = async () => undefined;
  await page.context().route("**/wps/v2/transaction/withdraw", async (route: Route) => {
    const answer = await route.fetch();
    release = () => route.fulfill({ response: answer }).catch(() => undefined);
  });
  await fillWithdrawal(page, "100");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect.poll(() => serverBalance(request, member)).toBe(900);

  await giveUpWithClockPaused(page);
  await expect(page.getByText("We could not confirm your withdrawal yet — checking")).toBeVisible();
  // Not a failure to retry: the form is locked, no 'try again'.
  await expect(page.getByRole("button", { name: "Withdraw" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: /Amount/ })).toBeDisabled();
  await expect(page.getByText("The network is slow or offline, please try again")).toHaveCount(0);
  await page.clock.resume();
  await screenshot(page, testInfo, "money-withdraw-checking");

  await page.clock.fastForward(1_000);
  const result = page.getByRole("status", { name: "Withdrawal requested" });
  await expect(result).toBeVisible();
  await expect(result.getByText("￥900.00")).toBeVisible();
  await release();
  await screenshot(page, testInfo, "money-withdraw-confirmed");
  expect(sent()).toBe(1);
  expect(await serverBalance(request, member)).toBe(900);
  expect(await serverRecords(request, member, "withdraw")).toHaveLength(1);

  // The member centre shows the balance after the withdrawal, with no manual refresh (service worker in control).
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(balanceCard(page)).toHaveText("￥900.00");
});

test("a connection dropped after the withdrawal left: read back from the records, debited once", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await openWithWorker(page, member, "/m/withdraw");
  await page.context().route("**/wps/v2/transaction/withdraw", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  // The records' reading waits until the "checking" state has been seen: answered at once, it could end that state
  // between two looks of the assertion (the fresh-clone run saw only the result).
  let releaseRecords: () => void = () => undefined;
  const recordsHeld = new Promise<void>((resolve) => (releaseRecords = resolve));
  await page.context().route("**/wps/relay/ODSFE2_MemTransDet**", async (route) => {
    await recordsHeld;
    await route.continue();
  });
  await fillWithdrawal(page, "250.50");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("We could not confirm your withdrawal yet — checking")).toBeVisible();
  releaseRecords();
  await expect(page.getByRole("status", { name: "Withdrawal requested" })).toBeVisible();
  expect(await serverBalance(request, member)).toBe(749.5);
  expect(await serverRecords(request, member, "withdraw")).toHaveLength(1);
});

test("a withdrawal that never reached the server: told nothing was taken, sent again under the same key, debited once", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await page.clock.install({ time: await clockStart() });
  await openWithWorker(page, member, "/m/withdraw");
  const keys: (string | null)[] = [];
  let drop = true;
  await page.context().route("**/wps/v2/transaction/withdraw", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? null);
    if (drop) await route.abort("connectionreset");
    else await route.continue();
  });
  await fillWithdrawal(page, "100");
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("We could not confirm your withdrawal yet — checking")).toBeVisible();
  // Every reading of the records (after 1, 3, 5 and 10 s) finds nothing: the clock moves a second at a time
  // until the app says so, each reading answered before the next delay starts.
  const notReceived = page.getByRole("alert").filter({ hasText: "It did not reach us, and nothing was taken or credited. You can send it again." });
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return notReceived.isVisible();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  expect(await serverBalance(request, member)).toBe(1000);
  drop = false;
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("status", { name: "Withdrawal requested" })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await serverBalance(request, member)).toBe(900);
});

test("a double tap on Withdraw and a triple tap on a payment-page deposit send one request each, and open one tab", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await openWithWorker(page, member, "/m/withdraw");
  const withdrawals = countRequests(page, "POST", "/wps/v2/transaction/withdraw");
  await fillWithdrawal(page, "100");
  await page.getByRole("button", { name: "Withdraw" }).click({ clickCount: 2 });
  await expect(page.getByRole("status", { name: "Withdrawal requested" })).toBeVisible();
  expect(withdrawals()).toBe(1);
  expect(await serverBalance(request, member)).toBe(900);

  await page.goto("/m/voucherCenter");
  const deposits = countRequests(page, "POST", "/wps/relay/MCSFE_depositByLaunchUrl");
  const tabs: Page[] = [];
  page.context().on("page", (tab) => tabs.push(tab));
  await page.getByRole("textbox", { name: /Amount/ }).fill("500");
  const name = page.getByRole("textbox", { name: /Depositor name/ });
  if (await name.count()) await name.fill("Tan Mei Ling");
  await page.getByRole("button", { name: "Deposit now" }).click({ clickCount: 3 });
  await expect(page.getByRole("heading", { name: "Payment page opened" })).toBeVisible();
  expect(deposits()).toBe(1);
  expect(tabs).toHaveLength(1);
  // The sandbox completes the payment at once: the balance on the deposit centre is the new one.
  await expect(balanceCard(page)).toHaveText("￥1,400.00");
  expect(await serverBalance(request, member)).toBe(1400);
});

test("a session that expires mid-withdrawal keeps the amount, and logging in again returns to the withdrawal", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  // The footer's unread count is asked once the page has settled (lib/hydration.ts), a moment after it is drawn:
  // the withdrawal page's is answered before the session ends, so that the withdrawal is what finds the session gone
  // (the count finding it first sent the member to log in before the tap).
  const settled = page.waitForResponse((response) => response.url().includes("EMFE_getInboxUnreadCount") && new URL(page.url()).pathname === "/m/withdraw");
  await openWithWorker(page, member, "/m/withdraw");
  await fillWithdrawal(page, "321");
  await settled;
  // The session ends on the server (another device logged out) while the member types.
  await request.post(`${SANDBOX_URL}/wps/session/logout`, { headers: { Merchant: "mc_demo", Authorization: member.token } });
  await page.getByRole("button", { name: "Withdraw" }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
  await page.getByLabel("Username").fill(member.userName);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("321");
  await expect(page.getByLabel(/Withdrawal password/)).toHaveValue("");
  await screenshot(page, testInfo, "money-withdraw-resumed");
  const session = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("MC_SESSION_INFO"))) ?? "{}") as { token: string };
  expect(await serverBalance(request, { ...member, token: session.token })).toBe(1000);
});

test("a claim answered after the app gave up is shown claimed, credited once, and the balance follows", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await page.clock.install({ time: await clockStart() });
  await openWithWorker(page, member, "/m/receivingCenter");
  const sent = countRequests(page, "POST", "/wps/relay/MCSFE_claimIssuedPromotion");
  let release: () => Promise<void> = async () => undefined;
  await page.context().route("**/wps/relay/MCSFE_claimIssuedPromotion", async (route) => {
    const answer = await route.fetch();
    release = () => route.fulfill({ response: answer }).catch(() => undefined);
  });
  // A new member has no VIP level, so no upgrade bonus: the promotion bonus of ￥288 is theirs.
  await page.getByRole("button", { name: "Claim Weekend deposit bonus" }).click();
  await expect.poll(() => serverBalance(request, member)).toBe(1288);
  await giveUpWithClockPaused(page);
  await expect(page.getByText("We could not confirm your claim yet — checking")).toBeVisible();
  await expect(page.getByText("The network is slow or offline, please try again")).toHaveCount(0);
  await page.clock.resume();
  await page.clock.fastForward(1_000);
  await expect(page.getByRole("listitem").filter({ hasText: "Weekend deposit bonus" }).getByRole("button", { name: "Claimed" })).toBeDisabled();
  await release();
  expect(sent()).toBe(1);
  expect(await serverBalance(request, member)).toBe(1288);
  // The member centre shows the credited balance at once (no manual refresh, the worker in control).
  await page.goto("/m/member/home");
  await expect(balanceCard(page)).toHaveText("￥1,288.00");
});

test("a redemption answered after the app gave up is shown redeemed, its points spent once", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await page.clock.install({ time: await clockStart() });
  await openWithWorker(page, member, "/m/mall/mallHome");
  await expect(page.getByText("2,460 points", { exact: true })).toBeVisible();
  const sent = countRequests(page, "POST", "/wps/relay/passwordCheck/MCSFE_redeemPointReward");
  let release: () => Promise<void> = async () => undefined;
  await page.context().route("**/wps/relay/passwordCheck/MCSFE_redeemPointReward", async (route) => {
    const answer = await route.fetch();
    release = () => route.fulfill({ response: answer }).catch(() => undefined);
  });
  await page.getByRole("button", { name: "Redeem ￥18.00 cash" }).click();
  const sheet = page.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
  await sheet.getByLabel("Withdrawal password").fill(PAYMENT_PASSWORD);
  await sheet.getByRole("button", { name: "Redeem now" }).click();
  await expect.poll(() => serverBalance(request, member)).toBe(1018);
  await giveUpWithClockPaused(page);
  await expect(page.getByText("We could not confirm your redemption yet — checking")).toBeVisible();
  await page.clock.resume();
  await page.clock.fastForward(1_000);
  await expect(page.getByText("660 points", { exact: true })).toBeVisible();
  await release();
  await screenshot(page, testInfo, "money-redeem-confirmed");
  expect(sent()).toBe(1);
  expect(await serverBalance(request, member)).toBe(1018);
});

test("when the records cannot be read either, the member is sent to them, not to a retry", async ({ page, request }, testInfo) => {
  const member = await newMember(request, testInfo);
  await page.clock.install({ time: await clockStart() });
  await openWithWorker(page, member, "/m/withdraw");
  await page.context().route("**/wps/v2/transaction/withdraw", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.context().route("**/wps/relay/ODSFE2_MemTransDet**", (route) => route.abort("connectionreset"));
  await fillWithdrawal(page, "100");
  await page.getByRole("button", { name: "Withdraw" }).click();
  const unknown = page.getByRole("alert").filter({ hasText: "We still cannot confirm your withdrawal" });
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return unknown.isVisible();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  await expect(page.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  await screenshot(page, testInfo, "money-withdraw-unknown");
  await page.context().unroute("**/wps/relay/ODSFE2_MemTransDet**");
  await unknown.getByRole("link", { name: "Transaction records" }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?codeTypes=withdraw$/);
  await expect(page.getByText("-￥100.00").first()).toBeVisible();
  expect(await serverRecords(request, member, "withdraw")).toHaveLength(1);
});
