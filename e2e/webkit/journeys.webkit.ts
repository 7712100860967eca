// The member journeys in WebKit (the engine of every iPhone browser),
// against the production build on the sandbox backend, which remembers: a log
// in, a favourite, a deposit and a withdrawal are really there afterwards.
import type { Phone } from "./support/phone.ts";
import { SEED } from "./support/sandbox.ts";
import { phoneTest } from "./support/test.ts";

async function logIn(phone: Phone, username: string, password: string): Promise<void> {
  await phone.go("/m/login");
  await phone.getByLabel("Username").fill(username);
  await phone.getByLabel("Password", { exact: true }).fill(password);
  await phone.getByRole("button", { name: "Log in", exact: true }).click();
}

async function logOut(phone: Phone): Promise<void> {
  await phone.go("/m/set");
  await phone.getByRole("button", { name: "Log out" }).click();
  await phone.getByRole("alertdialog", { name: "Are you sure you want to log out?" }).getByRole("button", { name: "Confirm" }).click();
  await phone.getByRole("banner").getByRole("link", { name: "Log in" }).expectVisible();
}

phoneTest("visitor browses, logs in, favourites a game, deposits, withdraws and logs out", async (phone) => {
  // A visitor on home: banners, the category menu, a provider's game list.
  await phone.go("/m/home");
  await phone.getByRole("region", { name: "Featured promotions" }).getByRole("img", { name: "Welcome bonus ￥888" }).expectVisible();
  // Safari on an iPhone, outside the home-screen app: the profile install guide (Android never sees it).
  await phone.getByRole("complementary", { name: "Install the app" }).getByRole("link", { name: "Install profile" }).expectVisible();
  const menu = phone.getByRole("navigation", { name: "Game categories" });
  await menu.getByRole("button", { name: "Slots" }).click();
  await phone.shot("home-slots");
  await phone.getByRole("region", { name: "Slots providers" }).getByRole("button", { name: "PG Soft" }).click();
  await phone.expectPath(/^\/m\/gameList\?gameType=RNG&vassalage=PG$/);
  // A visitor's star asks them to log in.
  await phone.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
  await phone.expectPath(/^\/m\/login$/);

  // Log in with the form.
  await phone.getByRole("heading", { level: 1, name: "Welcome back" }).expectVisible();
  await phone.getByLabel("Username").fill("player_one");
  await phone.getByLabel("Password", { exact: true }).fill(SEED.password);
  await phone.shot("login-filled");
  await phone.getByRole("button", { name: "Log in", exact: true }).click();
  // The login brings the member back to the page the star was tapped on.
  await phone.expectPath(/^\/m\/gameList\?gameType=RNG&vassalage=PG$/);
  await phone.go("/m/home");
  await phone.getByRole("status", { name: "Balance" }).expectText("￥12,580.50");
  await phone.getByRole("banner").getByRole("link", { name: "Log in" }).expectHidden();
  await phone.shot("home-member");

  // Favourite a game; it is in My Collection after a reload.
  await phone.go("/m/gameList?gameType=RNG");
  await phone.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
  await phone.getByRole("button", { name: "Remove Mahjong Ways from My Collection" }).expectAttribute("aria-pressed", "true");
  await phone.reload();
  await phone.getByRole("tab", { name: "My Collection" }).click();
  await phone.getByRole("button", { name: "Mahjong Ways, PG Soft" }).expectVisible();
  await phone.shot("my-collection");

  // Deposit by QR code: the sandbox credits it at once.
  await phone.go("/m/voucherCenter");
  await phone.getByRole("heading", { level: 1, name: "Deposit" }).expectVisible();
  const methods = phone.getByRole("radiogroup", { name: "Payment methods" });
  await methods.getByRole("radio", { name: "Alipay" }).click();
  await methods.getByRole("radio", { name: "Alipay" }).expectAttribute("aria-checked", "true");
  // Alipay takes its fixed amounts only: a tap on the amount's chip (its radio covers it, transparent).
  await phone.getByRole("group", { name: "Choose an amount" }).getByText("￥500", { exact: true }).click();
  await phone.getByRole("button", { name: "Deposit now" }).click();
  await phone.getByRole("img", { name: /Payment QR code for ￥500\.00/ }).expectVisible();
  await phone.shot("deposit-qr");

  // Withdraw part of it: the result shows the new balance.
  await phone.go("/m/withdraw");
  await phone.getByRole("heading", { level: 1, name: "Withdraw" }).expectVisible();
  await phone.getByRole("textbox", { name: /Amount/ }).fill("1000");
  await phone.getByLabel(/Withdrawal password/).fill(SEED.paymentPassword);
  await phone.getByRole("button", { name: "Withdraw", exact: true }).click();
  const result = phone.getByRole("status", { name: "Withdrawal requested" });
  await result.expectVisible();
  // 12,580.50 + the 500 deposited - the 1,000 withdrawn: the sandbox kept both.
  await result.getByText("￥12,080.50", { exact: true }).expectVisible();
  await phone.shot("withdraw-result");

  // Log out from settings: home shows the visitor's Log in again.
  await logOut(phone);
  await phone.shot("logged-out");
});

phoneTest("registration: sign up, log out, log in with the new account", async (phone) => {
  const member = { username: "webkit_fan1", mobile: "1355501730", password: "Harbour2026" };
  await phone.go("/m/register");
  await phone.getByRole("heading", { level: 1, name: "Create your account" }).expectVisible();
  await phone.getByLabel("Username").fill(member.username);
  await phone.getByLabel("Mobile number").fill(member.mobile);
  await phone.getByRole("button", { name: "Get code" }).click();
  await phone.getByLabel("SMS code").fill(SEED.smsCode);
  await phone.getByLabel("Password", { exact: true }).fill(member.password);
  await phone.getByLabel("Confirm password").fill(member.password);
  await phone.shot("register-filled");
  await phone.getByRole("button", { name: "Sign up", exact: true }).click();
  const check = phone.getByRole("dialog", { name: "Security check" });
  await check.getByRole("textbox", { name: "Captcha" }).fill(SEED.captcha);
  await phone.shot("register-captcha");
  await check.getByRole("button", { name: "Confirm" }).click();
  await phone.expectPath(/^\/m\/home$/);
  await phone.getByRole("banner").getByRole("link", { name: "Log in" }).expectHidden();

  await logOut(phone);
  await logIn(phone, member.username, member.password);
  await phone.expectPath(/^\/m\/home$/);
  await phone.getByRole("status", { name: "Balance" }).expectText("￥0.00");
});

phoneTest("forgot password: a new one set by SMS, the old one refused, the new one logs in", async (phone) => {
  const password = "Harbour2026";
  await phone.go("/m/login");
  await phone.getByRole("link", { name: "Forgot password?" }).click();
  await phone.expectPath(/^\/m\/forget$/);
  await phone.getByRole("heading", { level: 1, name: "Forgot password" }).expectVisible();
  // player_one's mobile in the sandbox (60 123456789).
  await phone.getByLabel("Mobile number").fill("123456789");
  await phone.getByRole("button", { name: "Get code" }).click();
  await phone.getByLabel("SMS code").fill(SEED.smsCode);
  await phone.getByLabel("New password").fill(password);
  await phone.shot("forget-filled");
  await phone.getByRole("button", { name: "Set new password" }).click();
  // Spec §4: the automatic login that follows names the member by the mobile number, with the new password.
  await phone.expectPath(/^\/m\/home$/);
  await phone.getByRole("status", { name: "Balance" }).expectText("￥12,580.50");
  await logOut(phone);

  await logIn(phone, "player_one", SEED.password);
  await phone.getByRole("alert").expectText("Incorrect username or password");
  await phone.expectPath(/^\/m\/login$/);
  await logIn(phone, "player_one", password);
  await phone.expectPath(/^\/m\/home$/);
  await phone.getByRole("status", { name: "Balance" }).expectText("￥12,580.50");
});

phoneTest("promotions: the footer's Promotion, a category, a card's detail and back", async (phone) => {
  await phone.go("/m/home");
  await phone.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Promotion" }).click();
  await phone.expectPath(/^\/m\/activity$/);
  const tabs = phone.getByRole("tablist", { name: "Promotion categories" });
  await tabs.getByRole("tab", { name: "Daily" }).expectAttribute("aria-selected", "true");
  await phone.getByRole("link", { name: /Daily check-in bonus/ }).expectVisible();
  await tabs.getByRole("tab", { name: "VIP" }).click();
  await tabs.getByRole("tab", { name: "VIP" }).expectAttribute("aria-selected", "true");
  await phone.getByRole("link", { name: /Daily check-in bonus/ }).expectHidden();
  await phone.shot("activity-vip");
  await phone.getByRole("link", { name: /VIP birthday bonus/ }).click();
  await phone.expectPath(/^\/m\/activityDetail\?id=5006$/);
  await phone.getByRole("heading", { name: "VIP birthday bonus" }).expectVisible();
  await phone.getByRole("link", { name: "Apply" }).expectAttribute("href", "/m/activity/apply?id=5006");
  await phone.shot("activity-detail");
  await phone.getByRole("navigation", { name: "You are here" }).getByRole("link", { name: "Promotion" }).click();
  await phone.expectPath(/^\/m\/activity$/);
});

phoneTest("agent home: an agent logs in, sees the team's day and opens Open account from the agent footer", async (phone) => {
  await logIn(phone, "agent_lee", SEED.password);
  await phone.expectPath(/^\/m\/(home|agent)$/);
  // Spec §2's greeting by the phone's hour (greeting.test.ts holds each hour's): the page's clock is set to 16:30
  // on the run's day in the phone's zone (UTC+8), late afternoon, whatever the hour the run itself is at.
  await phone.setClock("2026-11-20T16:30:00+08:00");
  await phone.go("/m/agent");
  await phone.expectTitle("Agent");
  await phone.getByText("Good afternoon, agent_lee").expectVisible();
  await phone.getByRole("status", { name: "Balance" }).expectText("￥358,200.00");
  // The seeded team (mocks/src/sandbox/team-book.ts): its three downlines bet every day.
  await phone.getByRole("region", { name: "Team today" }).getByRole("definition").first().expectText("3");
  await phone.shot("agent-home");
  // The sandbox's merchant menu lists no grid tools beyond online service; the agent's own footer leads on.
  await phone.getByRole("navigation", { name: "Agent menu" }).getByRole("link", { name: "Open account" }).click();
  await phone.expectPath(/^\/m\/agentRegister$/);
  await phone.expectTitle("Open account");
  await phone.getByLabel("Slots rebate (%)").expectVisible();
});
