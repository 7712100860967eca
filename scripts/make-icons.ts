// Draws the app's PNG icons (web manifest, apple-touch-icon) from the SVGs in
// web/public/icons with Debian's chromium. Run by hand after changing an SVG:
// `npx tsx scripts/make-icons.ts`; the PNGs are committed.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@platform/e2e/chromium";

const dir = resolve(import.meta.dirname, "../web/public/icons");
const icons = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "apple-touch-icon-180.png", size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const { svg, png, size } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const source = readFileSync(join(dir, svg), "utf8");
  await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: join(dir, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
}
await browser.close();
