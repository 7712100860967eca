// `phoneTest(name, body)`: one test in a fresh WebKit session against a
// freshly reset sandbox; `sharedPhone(...)`: tests that take turns in one
// session (the render pass). Either way a test fails on any uncaught error or
// unhandled rejection in its pages and on any sandbox answer that broke the
// contract, and on a failure it saves the screen and names the file.
import { afterAll, beforeAll, test } from "vitest";
import { sessionMarker } from "../../helpers/app.ts";
import { openPhone, slug, type Phone } from "./phone.ts";
import { contractViolations, resetSandbox, sandboxMember } from "./sandbox.ts";

const TEST_TIMEOUT = Number(process.env.WEBKIT_TEST_TIMEOUT ?? 120_000);

/** Runs `body`, then fails it on page errors and contract violations; saves the screen on any failure. */
async function checked(phone: Phone, body: () => Promise<void>): Promise<void> {
  const violationsBefore = (await contractViolations()).length;
  await phone.browser.execute(() => sessionStorage.removeItem("__webkit_errors")).catch(() => undefined);
  let failure: unknown;
  try {
    await body();
  } catch (error) {
    failure = error;
  }
  const errors = await phone.errors().catch(() => []);
  const violations = (await contractViolations().catch(() => [])).slice(violationsBefore);
  const problems = [
    ...errors.map((e) => `page ${e.kind} at ${e.at}: ${e.message}${e.stack ? `\n      ${e.stack.split("\n").slice(0, 4).join("\n      ")}` : ""}`),
    ...violations.map((v) => `sandbox answer broke the contract: ${JSON.stringify(v).slice(0, 400)}`),
  ];
  if (failure || problems.length) {
    const screenshot = await phone.screenshot("failure").catch((error: unknown) => `(none: ${String(error)})`);
    const path = await phone.path().catch(() => "?");
    const lines = [`at ${path}, screenshot ${screenshot}`, ...problems.map((p) => `  ${p}`)].join("\n");
    if (failure instanceof Error) {
      failure.message = `${failure.message}\n${lines}`;
      throw failure;
    }
    throw new Error(failure ? `${String(failure)}\n${lines}` : `the page had errors\n${lines}`);
  }
  await phone.shot("end");
}

export function phoneTest(name: string, body: (phone: Phone) => Promise<void>, timeout = TEST_TIMEOUT): void {
  test(name, async ({ task }) => {
    await resetSandbox();
    const phone = await openPhone(`${task.file.name.replace(/^.*\//, "").replace(/\.webkit\.ts$/, "")}-${name}`);
    try {
      await checked(phone, () => body(phone));
    } finally {
      await phone.browser.deleteSession().catch(() => undefined);
    }
  }, timeout);
}

/**
 * Inside a describe: one session for all its tests, opened after a sandbox reset and `prepare` (a login).
 * Returns the `test` to declare them with; each gets the phone, renamed for its screenshots.
 */
export function sharedPhone(group: string, prepare: (phone: Phone) => Promise<void> = async () => undefined) {
  let phone: Phone | undefined;
  beforeAll(async () => {
    await resetSandbox();
    phone = await openPhone(group);
    await prepare(phone);
  }, TEST_TIMEOUT);
  afterAll(async () => {
    await phone?.browser.deleteSession().catch(() => undefined);
  });
  return (name: string, body: (phone: Phone) => Promise<void>, timeout = TEST_TIMEOUT) =>
    test(name, async () => {
      if (!phone) throw new Error(`the ${group} session did not open`);
      phone.testName = `${group}-${slug(name)}`;
      const current = phone;
      await checked(current, () => body(current));
    }, timeout);
}

/** Opens `path` as a member who logged in before: their session stored for this tab, home's login pop-ups seen. */
export async function openAsMember(phone: Phone, path: string, userName = "player_one"): Promise<void> {
  const member = await sandboxMember(userName);
  const token = member.tokens[0];
  if (!token) throw new Error(`${userName} has no live session in the sandbox`);
  const session = { token, merchantCode: "mc_demo", userName, type: member.type, firstTimeLogin: false };
  await phone.go("/m/trail");
  await phone.browser.execute(
    (value: string, marker: string) => {
      window.sessionStorage.setItem("MC_SESSION_INFO", value);
      window.sessionStorage.setItem("HOME_LOGIN_POPUPS", marker);
    },
    JSON.stringify(session),
    sessionMarker(session),
  );
  await phone.go(path);
}
