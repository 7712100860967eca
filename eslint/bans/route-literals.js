// One home for the app's routes, web/src/lib/routes.ts. A route's
// path is written once, in its table; a link or a navigation names the route
// (`paths.home`, `href("help", { i: 2 })`), so a misspelt route is a compile
// error and moving a route is one edit. Refused: any string or template text
// that starts with "/m" followed by "/", "?", "#" or nothing.
const message = 'Name the route from lib/routes.ts (paths.<name>, or href(name, params, query) for a query or a :param), not a literal "/m/…" path.';
const appPath = String.raw`/^\/m([\/?#]|$)/`;

export default {
  id: "route-literals",
  message,
  ignores: [
    "web/src/lib/routes.ts",
    // Attack addresses the URL gate must refuse (and in-app ones it must let through), as written by an attacker: data for its tests.
    "web/src/lib/url-gate.payloads.ts",
  ],
  selectors: [`Literal[value=${appPath}]`, `TemplateElement[value.raw=${appPath}]`],
  examples: {
    bad: [
      { file: "web/src/features/member/nav/entries.ts", code: 'export const withdraw = "/m/withdraw";' },
      { file: "web/src/features/member/components/link.tsx", code: 'import { Link } from "wouter";\nexport const L = () => <Link href="/m/member/benefits">x</Link>;' },
      { file: "web/src/features/content/help.ts", code: "export const topic = (index: number) => `/m/help?i=${index}`;" },
      { file: "web/src/features/home/guide.ts", code: "export const guide = (topic: string) => `/m/read/${topic}`;" },
      { file: "web/src/app/frame/rules.ts", code: 'export const homes = ["/m", "/m?x=1"];' },
      { file: "web/src/lib/somewhere.ts", code: "export const base = `${location.origin}/m/home`;" },
    ],
    good: [
      { file: "web/src/lib/routes.ts", code: 'export const routeTable = { home: { path: "/m/home" } };' },
      { file: "web/src/features/member/nav/entries.ts", code: 'import { paths } from "../../../lib/routes.ts";\nexport const withdraw = paths.withdraw;' },
      { file: "web/src/features/content/help.ts", code: 'import { href } from "../../lib/routes.ts";\nexport const topic = (index: number) => href("help", { i: index });' },
      { file: "web/src/features/home/assets.ts", code: 'export const assets = ["/mock-assets/a.png", "/media/b.png", "https://x.test/m/home"];' },
      { file: "web/src/features/home/home.test.ts", code: 'export const where = "/m/home";' },
    ],
  },
};
