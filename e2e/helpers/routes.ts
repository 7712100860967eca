// The app's routes as the browser tests open them (web/src/app/routes/route-table.ts): each as the least role
// that may open it, at an address that shows its content. Walked by the axe check (a11y.spec.ts) and the
// 320 px clipping walk (no-clipping.spec.ts), so a new route is checked by being in the table.
import { routes, type RouteEntry } from "@platform/web/route-table";

export type Who = "visitor" | "member" | "agent";

/** An address to open for routes that need a parameter or a query to show their content (the examples' ids). */
const EXAMPLE_ADDRESS: Record<string, string> = {
  "/m/read/:topic": "/m/read/live",
  "/m/activityDetail": "/m/activityDetail?id=5006",
  "/m/gameList": "/m/gameList?gameType=RNG",
};

/**
 * Routes without a guard whose screen is a member's all the same: change password sends a visitor to
 * /m/login; the sign-in calendar is the member's (for a visitor its query never runs, and the page stays a
 * skeleton: reported in issue 30's note).
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

/** Every route with who opens it and where. */
export const screens = routes.map((route) => ({ route, who: whoOpens(route), address: addressOf(route) }));
