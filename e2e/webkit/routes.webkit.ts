// Issue 30: a render pass over every route of the app's route table
// (web/src/app/routes/route-table.ts, spec §2) in WebKit, each as the least
// role that may open it: a visitor, a member (player_one) or an agent
// (agent_lee). A route passes when it stays at its address with its title,
// the app has drawn it, nothing is still loading, and it shows neither a
// failed load nor "not available yet" (and, as every test here, no page error).
import { describe } from "vitest";
import { routes, type RouteEntry } from "@platform/web/route-table";
import en from "../../web/src/i18n/generated/en/index.ts";
import type { Phone } from "./support/phone.ts";
import { openAsMember, sharedPhone } from "./support/test.ts";

/** An address to open for routes that need a parameter or a query to show their content. */
const EXAMPLE_ADDRESS: Record<string, string> = {
  "/m/read/:topic": "/m/read/live",
  "/m/activityDetail": "/m/activityDetail?id=5006",
  "/m/gameList": "/m/gameList?gameType=RNG",
};

type Who = "visitor" | "member" | "agent";

/**
 * Routes without a guard whose screen is a member's all the same: change password sends a visitor to
 * /m/login; the sign-in calendar is the member's (for a visitor its query never runs, and the page stays a
 * skeleton: reported in issue 30's note, not this test's to decide).
 */
const OPENED_AS: Record<string, Who> = { "/m/changePsw": "member", "/m/activity/signIn": "member" };

function whoOpens(route: RouteEntry): Who {
  const chosen = OPENED_AS[route.path];
  if (chosen) return chosen;
  if (route.guard === "agentHome" || route.guard === "agentContract") return "agent";
  return route.guard ? "member" : "visitor";
}

function addressOf(route: RouteEntry): string {
  const address = EXAMPLE_ADDRESS[route.path] ?? route.path;
  if (address.includes(":")) throw new Error(`${route.path} has a parameter: give it an example address in EXAMPLE_ADDRESS`);
  return address;
}

function titleOf(route: RouteEntry, address: string): string | undefined {
  if (!route.title) return undefined;
  if (route.title === "read") {
    const topic = address.split("/").pop() as keyof typeof en.titles.readTopics;
    return en.titles.readTopics[topic];
  }
  return en.titles[route.title];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function renders(phone: Phone, route: RouteEntry): Promise<void> {
  const address = addressOf(route);
  await phone.go(address);
  await phone.expectReady();
  await phone.expectPath(new RegExp(`^${escape(address.split("?")[0] ?? address)}(\\?|$)`));
  const title = titleOf(route, address);
  if (title) await phone.expectTitle(title);
  // Skeletons and spinners are role=status "Loading…" (ui/data-state/skeleton.tsx, ui/spinner.tsx).
  await phone.getByRole("status", { name: en.common.loading, exact: true }).expectHidden();
  await phone.getByText(en.common.notAvailableYet).expectHidden(0);
  await phone.getByRole("alert").getByRole("button", { name: en.common.retry, exact: true }).expectHidden(0);
  await phone.shot("rendered");
}

const groups: Record<Who, RouteEntry[]> = { visitor: [], member: [], agent: [] };
for (const route of routes) groups[whoOpens(route)].push(route);

describe("every route renders as a visitor", () => {
  const test = sharedPhone("routes-visitor");
  for (const route of groups.visitor) test(route.path, (phone) => renders(phone, route));
});

describe("every route renders as a member (player_one)", () => {
  const test = sharedPhone("routes-member", (phone) => openAsMember(phone, "/m/home"));
  for (const route of groups.member) test(route.path, (phone) => renders(phone, route));
});

describe("every route renders as an agent (agent_lee)", () => {
  const test = sharedPhone("routes-agent", (phone) => openAsMember(phone, "/m/home", "agent_lee"));
  for (const route of groups.agent) test(route.path, (phone) => renders(phone, route));
});
