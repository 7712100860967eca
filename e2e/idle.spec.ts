// "Idle is idle", in the browser against Prism: home's banner carousel slides
// as animations of transform, which the browser runs on its compositor (no script asks
// for a frame while it slides, no width or colour transition), stops when scrolled
// away, and never moves by itself for reduced motion. Time is the page's clock
// (page.clock); the figures (main-thread busy time at rest) are the bench's
// (`npm run bench -- --idle`), not a test's.
import { expect, test, type Page } from "./helpers/test.ts";
import { pauseClockSoon } from "./helpers/clock.ts";
import { screenshot } from "./helpers/screenshot.ts";
import { openAsMember } from "./helpers/app.ts";

/** The slider loads 2.5 s after the first banner shows (banner-carousel.tsx); then a slide every 5 s, each 1 s long. */
const SLIDER_LOAD_MS = 2_500;
const AUTOPLAY_MS = 5_000;
const SLIDE_MS = 1_000;

interface Motion {
  /** requestAnimationFrame calls (a script moving things frame by frame asks for each). */
  frames: number;
  /** The properties of each Web Animation started inside the carousel. */
  animated: string[][];
  /** The properties of each CSS transition run inside the carousel. */
  transitions: string[];
}

/** Home with its slider loaded and the page's clock paused; the motion inside the carousel is recorded from the start. */
async function homeWithSlider(page: Page) {
  await page.addInitScript(() => {
    const motion: Motion = { frames: 0, animated: [], transitions: [] };
    (window as unknown as { __motion: Motion }).__motion = motion;
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      motion.frames++;
      return ask(callback);
    };
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.closest(".banner-carousel") && Array.isArray(keyframes)) {
        motion.animated.push([...new Set(keyframes.flatMap((frame) => Object.keys(frame).filter((key) => !["offset", "easing", "composite"].includes(key))))]);
      }
      return animate.call(this, keyframes, options);
    };
    document.addEventListener("transitionrun", (event) => {
      if (event.target instanceof Element && event.target.closest(".banner-carousel")) motion.transitions.push(event.propertyName);
    });
  });
  await page.clock.install();
  await page.goto("/m/home");
  const carousel = page.getByRole("region", { name: "Featured promotions" });
  await expect(carousel.getByRole("img", { name: "Welcome bonus ￥888" })).toBeVisible();
  await pauseClockSoon(page, 100);
  // The prerendered banner shows before the app has started (and set the slider's wait): the clock moves
  // on until the slider is in.
  await page.clock.runFor(SLIDER_LOAD_MS);
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(carousel.getByRole("button", { name: /Show banner/ })).toHaveCount(4, { timeout: 1_000 });
  }).toPass();
  return carousel;
}

const motion = (page: Page) => page.evaluate(() => (window as unknown as { __motion: Motion }).__motion);

/** The banner in view, by its dot (1-based). */
async function shown(page: Page) {
  const label = await page.getByRole("region", { name: "Featured promotions" }).locator('[aria-current="true"]').getAttribute("aria-label");
  return Number(label?.replace(/\D/g, ""));
}
const after = (banner: number) => (banner % 4) + 1;

test.describe("idle is idle", () => {
  test("the banners slide as transform animations on the compositor, no script frame by frame", async ({ page }, testInfo) => {
    const carousel = await homeWithSlider(page);
    const from = await shown(page);
    const before = await motion(page);
    await page.clock.runFor(AUTOPLAY_MS + SLIDE_MS);
    await expect(carousel.getByRole("button", { name: `Show banner ${after(from)}` })).toHaveAttribute("aria-current", "true");
    // The dots change by opacity and transform only (no width, no colour: both cost the main thread every frame).
    // Their transitionrun events come with the next frame the browser draws, not with the attribute: polled, on a
    // loaded machine the frame came after the read (the fresh clone's run).
    await expect.poll(async () => [...new Set((await motion(page)).transitions)].sort()).toEqual(["opacity", "transform"]);
    const during = await motion(page);
    // The leaving banner and the coming one, each a Web Animation of transform alone.
    expect(during.animated.slice(before.animated.length)).toEqual([["transform"], ["transform"]]);
    expect(during.frames).toBe(before.frames);
    await screenshot(page, testInfo, "idle-home-sliding");
  });

  test("the carousel stops when scrolled away and goes on from the same banner when back", async ({ page }) => {
    // A short screen, so that the category menu's end is beyond the carousel's.
    await page.setViewportSize({ width: 412, height: 420 });
    const carousel = await homeWithSlider(page);
    const from = await shown(page);
    await page.getByRole("navigation", { name: "Game categories" }).getByRole("button", { name: "Promos" }).scrollIntoViewIfNeeded();
    await expect(carousel).not.toBeInViewport();
    await page.clock.runFor(4 * AUTOPLAY_MS);
    expect(await shown(page)).toBe(from);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeInViewport();
    // The carousel learns it is back from its own observer, a frame after Playwright sees it in view: a clock run
    // made before that finds no autoplay timer (a fresh clone failed so, 1 run in 4). Run it until the banner
    // moves, then check where it moved: on from the same banner.
    await expect(async () => {
      await page.clock.runFor(AUTOPLAY_MS + SLIDE_MS);
      expect(await shown(page)).not.toBe(from);
    }).toPass({ timeout: 7_000 });
    await expect(carousel.getByRole("button", { name: `Show banner ${after(from)}` })).toHaveAttribute("aria-current", "true");
  });

  test("with reduced motion nothing moves by itself; a dot still shows its banner", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await homeWithSlider(page);
    await page.clock.runFor(4 * AUTOPLAY_MS);
    expect(await shown(page)).toBe(1);
    await carousel.getByRole("button", { name: "Show banner 3" }).click();
    await expect(carousel.getByRole("button", { name: "Show banner 3" })).toHaveAttribute("aria-current", "true");
    expect((await motion(page)).animated).toEqual([]);
  });
});

/** The properties each running animation of the page moves (CSS animations and transitions included). */
function animatedProperties(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const frames = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      return [...new Set(frames.flatMap((frame) => Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key))))];
    }),
  );
}

// A page waiting for its answer shows its loading picture, which moves: moved by a background or a colour, it was
// painted again on the page's thread at every frame (120 paints a second on the member centre, the task of each
// 5 to 20 ms at 4× CPU), in line with the answer it waited for and the first row drawn from it.
test.describe("a loading picture moves on the compositor", () => {
  for (const { path, held, picture } of [
    { path: "/m/member/home", held: /MCSFE_getPlayerRankProgress/, picture: "VIP card" },
    { path: "/m/voucherCenter", held: /MCSFE_getDepositPaymentChannels/, picture: "deposit methods" },
    { path: "/m/activity", held: /PROMOFE_/, picture: "promotions" },
  ]) {
    test(`the ${picture}' loading picture animates transform and opacity alone`, async ({ page }) => {
      await page.route(held, () => undefined);
      await openAsMember(page, path);
      await expect(page.getByRole("status", { name: "Loading…" }).first()).toBeVisible();
      const animated = await animatedProperties(page);
      expect(animated.length).toBeGreaterThan(0);
      for (const properties of animated) expect(properties.every((property) => property === "transform" || property === "opacity"), properties.join()).toBe(true);
    });
  }
});

