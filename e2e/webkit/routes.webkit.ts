// A render pass over every route of the app's route table
// (web/src/app/routes/route-table.ts, spec §2) in WebKit, each as the least
// role that may open it: a visitor, a member (player_one) or an agent
// (agent_lee). A route passes when it stays at its address with its title,
// the app has drawn it, nothing is still loading, and it shows neither a
// failed load nor "not available yet" (and, as every test here, no page error).
import { describe } from "vitest";
import type { RouteEntry } from "@platform/web/route-table";
import { screens, type Who } from "../helpers/routes.ts";
import en from "../../web/src/i18n/generated/en/index.ts";
import type { Phone } from "./support/phone.ts";
import { openAsMember, sharedPhone } from "./support/test.ts";

function titleOf(route: RouteEntry, address: string): string | undefined {
  if (!route.title) return undefined;
  if (route.title === "read") {
    const topic = address.split("/").pop() as keyof typeof en.titles.readTopics;
    return en.titles.readTopics[topic];
  }
  return en.titles[route.title];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function renders(phone: Phone, route: RouteEntry, address: string): Promise<void> {
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

// Who opens each route and at which address: the same table the axe and 320 px walks use (e2e/helpers/routes.ts).
const groups: Record<Who, (typeof screens)[number][]> = { visitor: [], member: [], agent: [] };
for (const screen of screens) groups[screen.who].push(screen);

describe("every route renders as a visitor", () => {
  const test = sharedPhone("routes-visitor");
  for (const { route, address } of groups.visitor) test(route.path, (phone) => renders(phone, route, address));
});

describe("every route renders as a member (player_one)", () => {
  const test = sharedPhone("routes-member", (phone) => openAsMember(phone, "/m/home"));
  for (const { route, address } of groups.member) test(route.path, (phone) => renders(phone, route, address));
});

describe("every route renders as an agent (agent_lee)", () => {
  const test = sharedPhone("routes-agent", (phone) => openAsMember(phone, "/m/home", "agent_lee"));
  for (const { route, address } of groups.agent) test(route.path, (phone) => renders(phone, route, address));
});
