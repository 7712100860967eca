// Nothing is cut at 320 px, the narrowest phone the app supports, in English,
// Chinese or Malay. The home header's brand reads whole beside a visitor's buttons and beside a member's
// 9-digit balance; every table screen keeps its columns reachable (a table wider than the phone scrolls
// sideways, with a visible cue that there is more) and no text of it, nor of a long-labelled button, is cut.
// One test per language and role (they run side by side), each loading the app once and opening its screens
// inside it, as a member moves between them; what was cut is named in the failure. Every button and
// badge of every route (the route table, each as the least role that may open it) reads whole too.
import { expect, test, type Locator, type Page } from "./helpers/test.ts";
import { agentSession, dropRoutes, openAsMember, screenLoaded } from "./helpers/app.ts";
import { screens as routeScreens } from "./helpers/routes.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.afterEach(dropRoutes);

const LANGUAGES = ["EN", "CN", "MS"] as const;
type Language = (typeof LANGUAGES)[number];

/** The label of a reward the member cannot afford (the mall's Prism example has some). */
const tooLow: Record<Language, string> = { EN: "Not enough points", CN: "积分不足", MS: "Mata tidak mencukupi" };
const logIn: Record<Language, string> = { EN: "Log in", CN: "登录", MS: "Log masuk" };
const brand: Record<Language, string> = { EN: "Royal Play", CN: "皇家娱乐", MS: "Royal Play" };

/**
 * What is cut inside `scope`: each visible element holding text of its own whose text is wider than its
 * box, or that runs past the screen's edge; text inside a container that scrolls sideways is reachable and
 * not counted (the container is checked for its cue instead). Also the page itself scrolling sideways.
 */
async function clippedText(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport})`);
    const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) if (scrolls(parent)) return true;
      return false;
    };
    for (const element of [root, ...Array.from(root.querySelectorAll("*"))]) {
      if (!(element instanceof HTMLElement) || scrolls(element)) continue;
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!text || element.getClientRects().length === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.closest("[aria-hidden='true'], .visually-hidden")) continue;
      const box = element.getBoundingClientRect();
      const name = `"${text.slice(0, 40)}" (${element.tagName.toLowerCase()}.${element.className})`;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) found.push(`${name}: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
      else if (!inScroller(element) && (box.right > viewport + 0.5 || box.left < -0.5)) found.push(`${name}: runs past the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${viewport})`);
    }
    return found;
  });
}

/**
 * Each table wider than the box it scrolls in shows a cue that more lies to the side: the shade its frame
 * draws over the edge it can scroll towards (web/src/ui/data-table), seen through its computed opacity.
 */
async function tablesWithoutCue(page: Page): Promise<string[]> {
  const missing: string[] = [];
  for (const table of await page.locator("main").getByRole("table").all()) {
    const cue = () =>
      table.evaluate((element) => {
        let box = element.parentElement;
        while (box && !["auto", "scroll"].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        if (!box || box.scrollWidth <= box.clientWidth + 1) return "fits";
        const shade = box.parentElement ? getComputedStyle(box.parentElement, "::after") : null;
        return shade && shade.content !== "none" && Number(shade.opacity) > 0.5 ? "cue" : "no cue";
      });
    // The frame learns it overflows once it has been measured (a resize observer's first answer).
    const name = await table.evaluate((element) => {
      const labelledBy = element.getAttribute("aria-labelledby");
      return (labelledBy ? document.getElementById(labelledBy) : element.querySelector("caption"))?.textContent ?? "";
    });
    await expect.poll(cue, { timeout: 2_000 }).not.toBe("no cue").catch(() => missing.push(`"${name.slice(0, 40)}": wider than the phone, no cue that it scrolls`));
  }
  return missing;
}

/**
 * What a member presses or reads as a label: buttons and links drawn as buttons, tabs, the radio
 * cards and chips of a choice, badges and tags. Not the mock-scenario tab (a tool of the mock, half off the
 * screen by design), nor the notice ticker's items.
 */
const CONTROLS = "button, a.button, [role=tab], [role=radio], label:has(> input[type=radio]), [class*='badge'], [class*='chip'], [class*='tag']";

/**
 * The controls on screen whose text is cut: wider than its box, or running past the screen's edge outside a
 * strip that scrolls sideways. A game tile's name line ends in an ellipsis by design (the tile is named in
 * full, its aria-label): not counted.
 */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found = new Set<string>();
    const viewport = document.documentElement.clientWidth;
    const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) if (scrolls(parent)) return true;
      return false;
    };
    for (const control of Array.from(document.querySelectorAll(selector))) {
      // The notice ticker moves its items across its strip by design: each reads whole as it passes.
      if (control.closest(".mock-fab, .notice-marquee, [aria-hidden='true'], [inert]")) continue;
      for (const element of [control, ...Array.from(control.querySelectorAll("*"))]) {
        if (!(element instanceof HTMLElement) || element.closest(".game-tile__name, .visually-hidden")) continue;
        const text = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("")
          .trim();
        if (!text || element.getClientRects().length === 0 || getComputedStyle(element).visibility === "hidden") continue;
        const box = element.getBoundingClientRect();
        const name = `"${text.slice(0, 40)}" (${element.tagName.toLowerCase()}.${element.className})`;
        if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) found.add(`${name}: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
        else if (!inScroller(element) && (box.right > viewport + 0.5 || box.left < -0.5)) found.add(`${name}: runs past the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${viewport})`);
      }
    }
    return [...found];
  }, CONTROLS);
}

/** Opens `path` inside the app already loaded (a tap on a link does the same) and waits for its screen and its data. */
async function walkTo(page: Page, path: string): Promise<void> {
  await page.locator("main").first().evaluate((main) => main.setAttribute("data-e2e-before", ""));
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page.locator("main:not([data-e2e-before])").first(), path).toBeVisible();
  await drawn(page, path);
}

/** A screen drawn with its data: its code loaded (the route's spinner gone), then its skeletons gone. */
async function drawn(page: Page, path: string): Promise<void> {
  await expect(page.locator("main .spinner"), path).toHaveCount(0, { timeout: 15_000 });
  await screenLoaded(page);
}

/** Where a screen is ready to be measured: its tables, or its long-labelled buttons, drawn with data. */
interface Screen {
  path: string;
  as: "member" | "agent";
  ready: (page: Page, language: Language) => Locator;
}

const firstTable = (page: Page) => page.locator("main").getByRole("table").first();

/** Every screen with a table (grep '<table' and ReportTable / DataTable in web/src/features), and the points mall's long labels. */
const screens: Screen[] = [
  { path: "/m/member/benefits", as: "member", ready: firstTable },
  { path: "/m/transaction/record", as: "member", ready: firstTable },
  { path: "/m/agent/team/overview", as: "agent", ready: firstTable },
  { path: "/m/agent/team/pnl", as: "agent", ready: firstTable },
  { path: "/m/teamBetting", as: "agent", ready: firstTable },
  { path: "/m/member/teamRebate", as: "agent", ready: firstTable },
  { path: "/m/member/agent/agentRebeat", as: "agent", ready: firstTable },
  { path: "/m/member/agent/getSalaryContract", as: "agent", ready: firstTable },
  { path: "/m/member/agent/getDevidendContract", as: "agent", ready: firstTable },
  { path: "/m/member/agent/getHourContract", as: "agent", ready: firstTable },
  { path: "/m/mall/mallHome", as: "member", ready: (page, language) => page.getByRole("button", { name: tooLow[language] }).first() },
];

/**
 * Opens `path` inside the app already loaded in `page` (wouter follows history.pushState, as after a tap on
 * a link), and returns once its screen is drawn: `ready` matching an element the screen before did not have.
 */
async function openInApp(page: Page, path: string, ready: Locator): Promise<Locator> {
  await page.locator("main").evaluate((main) => {
    for (const element of Array.from(main.querySelectorAll("*"))) element.setAttribute("data-e2e-before", "");
  });
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
  const drawn = ready.and(page.locator(":not([data-e2e-before])"));
  await expect(drawn, path).toBeVisible();
  return drawn;
}

async function openIn(page: Page, language: Language, path: string, as: "visitor" | "member" | "agent"): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem("language", code), language);
  if (as === "visitor") await page.goto(path);
  else if (as === "agent") await openAsMember(page, path, agentSession);
  else await openAsMember(page, path);
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
}

/** Where the header's brand and controls sit: its links and buttons, in order, rounded to the half px. */
async function headerLayout(page: Page): Promise<string[]> {
  const header = page.getByRole("banner");
  const layout: string[] = [];
  for (const control of await header.getByRole("link").or(header.getByRole("button")).all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
    layout.push(`${name} ${box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 2) / 2).join(",") : "hidden"}`);
  }
  return layout;
}

/**
 * The prerendered home frame a visitor sees before the app's script runs (web/prerender-shell.ts): the
 * page with the app's entry script refused, its fonts loaded.
 */
async function prerenderedHeaderLayout(page: Page, language: Language): Promise<string[]> {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.addInitScript((code) => window.localStorage.setItem("language", code), language);
  await page.goto("/m/home");
  await expect(page.getByRole("banner").getByRole("link", { name: logIn[language] })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
  return headerLayout(page);
}

const shotName = (path: string) => path.replace(/^\/m\//, "").replaceAll("/", "-");

test.describe("nothing cut at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const language of LANGUAGES) {
    for (const who of ["visitor", "member"] as const) {
      const beside = who === "visitor" ? "for a visitor (as prerendered)" : "beside a member's 9-digit balance";
      test(`${language}: the home header: the brand reads whole ${beside}`, async ({ page, context }, testInfo) => {
        const problems: string[] = [];
        if (who === "member") {
          await page.route("**/wps/member/info", async (route) => {
            if (route.request().method() !== "GET") return route.fallback();
            const response = await route.fetch();
            const body = (await response.json()) as { value: Record<string, unknown> };
            await route.fulfill({ response, json: { ...body, value: { ...body.value, sumBalance: 123456789.5 } } });
          });
        }
        await openIn(page, language, "/m/home", who);
        const header = page.getByRole("banner");
        if (who === "member") await expect(header.locator("output")).toHaveText(/123,456,789\.50/);
        else await expect(header.getByRole("link", { name: logIn[language] })).toBeVisible();
        const name = header.getByRole("link", { name: brand[language] });
        await expect(name).toHaveText(brand[language]);
        const cut = await clippedText(header);
        // The name is on one line beside the mark, or (no room beside a long balance or Malay's
        // buttons) not shown, the mark standing alone: never broken over two lines.
        const nameBox = await name.locator(".brand__name").boundingBox();
        const brandBox = await name.boundingBox();
        if (!nameBox || !brandBox) cut.push("the brand is not drawn");
        else if (nameBox.y < brandBox.y + brandBox.height && (nameBox.width < 8 || nameBox.y + nameBox.height > brandBox.y + brandBox.height + 0.5))
          cut.push(`the brand's name is cut or on two lines (${Math.round(nameBox.width)} × ${Math.round(nameBox.height)} px in a ${Math.round(brandBox.height)} px row)`);
        for (const control of await header.getByRole("button").or(header.getByRole("link")).all()) {
          const box = await control.boundingBox();
          if (!box || box.x + box.width > 320.5) cut.push(`${(await control.getAttribute("aria-label")) ?? (await control.textContent())}: off screen`);
        }
        problems.push(...cut.map((text) => `${language} ${who}: ${text}`));
        await screenshot(page, testInfo, `header-${who}-${language.toLowerCase()}-320`);
        if (who === "visitor") {
          // The prerendered frame draws the same header, so nothing moves when the app takes over.
          const frame = await context.newPage();
          expect(await prerenderedHeaderLayout(frame, language), `${language}: the prerendered header`).toEqual(await headerLayout(page));
          await frame.close();
        }
        expect(problems).toEqual([]);
      });
    }

    for (const as of ["member", "agent"] as const) {
      const mine = screens.filter((screen) => screen.as === as);
      test(`${language}: the ${as}'s table screens${as === "member" ? " and the points mall" : ""}: no text cut, every wide table cued`, async ({ page }, testInfo) => {
        const problems: string[] = [];
        for (const [index, screen] of mine.entries()) {
          if (index === 0) {
            await openIn(page, language, screen.path, screen.as);
            await expect(screen.ready(page, language), `${screen.path} in ${language}`).toBeVisible();
          } else {
            await openInApp(page, screen.path, screen.ready(page, language));
          }
          const found = [...(await clippedText(page.locator("main"))), ...(await tablesWithoutCue(page))];
          problems.push(...found.map((text) => `${screen.path} ${language}: ${text}`));
          await screenshot(page, testInfo, `${shotName(screen.path)}-${language.toLowerCase()}-320`, { fullPage: true });
        }
        expect(problems).toEqual([]);
      });
    }
  }

  // Every button and badge of every route, in each language, as the least role that may open it.
  for (const language of LANGUAGES) {
    for (const who of ["visitor", "member", "agent"] as const) {
      const mine = routeScreens.filter((screen) => screen.who === who);
      test(`${language}: every button and badge of the ${who}'s screens reads whole`, async ({ page }, testInfo) => {
        test.setTimeout(mine.length * 6_000 + 30_000);
        const problems: string[] = [];
        for (const [index, screen] of mine.entries()) {
          if (index === 0) {
            await openIn(page, language, screen.address, who);
            await drawn(page, screen.address);
          } else {
            await walkTo(page, screen.address);
          }
          problems.push(...(await clippedControls(page)).map((text) => `${screen.address} ${language}: ${text}`));
          await screenshot(page, testInfo, `controls-${who}-${shotName(screen.address).replace(/[?=]/g, "-")}-${language.toLowerCase()}-320`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
