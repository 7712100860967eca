// The lint rule that keeps new code from going around the URL gate
// (eslint.config.js, urlGateSelectors). Each deliberate bypass below, linted
// as if it were a feature's file, must fail `npm run lint`; the same code in
// the gate's own modules, and code that goes through the gate, must pass.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FEATURE_FILE = "web/src/features/promotions/bypass.tsx";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

async function gateErrors(code: string, filePath = FEATURE_FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, filePath) });
  return (result?.messages ?? []).filter((m) => /URL gate/.test(m.message)).map((m) => `${m.ruleId}@${m.line}`);
}

const bypasses: Record<string, string> = {
  "location.href = url": "export const go = (url: string) => { window.location.href = url; };",
  "bare location.href = url": "export const go = (url: string) => { location.href = url; };",
  "window.location = url": "export const go = (url: string) => { (window as { location: unknown }).location = url; };",
  "tab.location.href = url": 'export const go = (url: string) => { const tab = window.open("", "_blank"); if (tab) tab.location.href = url; };',
  "location.assign(url)": "export const go = (url: string) => window.location.assign(url);",
  "location.replace(url)": "export const go = (url: string) => window.location.replace(url);",
  "document.location.assign(url)": "export const go = (url: string) => document.location.assign(url);",
  "window.open(url)": 'export const go = (url: string) => window.open(url, "_blank");',
  "bare open(url)": 'export const go = (url: string) => open(url, "_blank");',
  "element.setAttribute('href', url)": 'export const go = (a: HTMLAnchorElement, url: string) => a.setAttribute("href", url);',
  "<a href={url}>": "export const Go = ({ url }: { url: string }) => <a href={url}>go</a>;",
  "<img src={url}>": 'export const Art = ({ url }: { url: string }) => <img src={url} alt="" />;',
  "<iframe src={url}>": 'export const Chat = ({ url }: { url: string }) => <iframe src={url} title="chat" />;',
};

describe("lint keeps every navigation and server image behind the URL gate", () => {
  it.each(Object.entries(bypasses))("fails on %s in a feature", async (_, code) => {
    expect(await gateErrors(code)).not.toEqual([]);
  });

  it("passes code that goes through the gate, and local names that only look alike", async () => {
    const code = [
      'import { openExternal } from "../../lib/open-external.ts";',
      'import { safeImageSrc } from "../../lib/url-gate.ts";',
      'import { ExternalLink } from "../../ui/external-link.tsx";',
      "export const go = (url: string) => openExternal(url);",
      'export const Art = ({ url }: { url: string }) => <img src={safeImageSrc(url)} alt="" />;',
      "export const Out = ({ url }: { url: string }) => <ExternalLink href={url}>out</ExternalLink>;",
      'export const Home = () => <a href="/m/home">home</a>;',
      "export const where = () => window.location.pathname;",
      "export function drawer(open: (search: boolean) => void) { open(true); }",
    ].join("\n");
    expect(await gateErrors(code)).toEqual([]);
  });

  it("lets the gate's own modules navigate", async () => {
    const code = 'export const go = (href: string) => { const tab = window.open(href, "_blank"); if (tab) tab.location.href = href; else window.location.assign(href); };';
    expect(await gateErrors(code, "web/src/lib/open-external.ts")).toEqual([]);
    expect(await gateErrors(code)).toHaveLength(3);
  });
});
