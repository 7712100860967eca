import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../testing/url-gate.payloads.ts";
import { SafeHtml } from "./safe-html.tsx";
import { sanitizeHtml } from "./sanitize.ts";

// The payloads of the contract's hostile examples (AnnouncementsHostile, PromotionsHostile, the inbox's hostileHtml).
const hostile = [
  `<p>Claim your bonus before midnight!</p>`,
  `<script>window.xssSpy('script')</script>`,
  `<img src="/mock-assets/promotions/first-deposit.svg" alt="Bonus" onload="window.xssSpy('img-onload')" onerror="window.xssSpy('img-onerror')">`,
  `<img src="x" onerror="window.xssSpy('broken-img-onerror')">`,
  `<a href="javascript:window.xssSpy('javascript-link')">Claim now</a>`,
  `<a href="JaVaScRiPt:window.xssSpy('mixed-case-link')">Claim again</a>`,
  `<a href="  javascript:window.xssSpy('spaced-link')">Verify again</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cueHNzU3B5KCdkYXRhLWxpbmsnKTwvc2NyaXB0Pg==">Open the voucher</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg">`,
  `<div onclick="window.xssSpy('div-onclick')" onmouseover="window.xssSpy('div-onmouseover')">Tap here for details</div>`,
  `<svg onload="window.xssSpy('svg-onload')"><circle r="4"></circle></svg>`,
  `<iframe src="javascript:window.xssSpy('iframe')"></iframe>`,
  `<form action="javascript:window.xssSpy('form')"><input name="card" placeholder="Card number"><button>Verify card</button></form>`,
  `<p style="background:url(javascript:window.xssSpy('css-url'))">Terms apply.</p>`,
  `<a href="//evil.test/steal">Protocol-relative</a>`,
  `<p><a href="https://partner.platform.test/promo" target="_self">Partner terms</a></p>`,
  `<p><a href="/m/receivingCenter" target="_blank">Rewards centre</a></p>`,
].join("");

function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("sanitizeHtml (one sanitiser for all server HTML)", () => {
  const clean = parse(sanitizeHtml(hostile));

  it("removes scripts, frames, forms and their controls, and SVG", () => {
    for (const tag of ["script", "iframe", "form", "input", "button", "svg"]) expect(clean.querySelector(tag), tag).toBeNull();
    expect(clean.textContent).not.toContain("xssSpy");
  });

  it("leaves no event handler, inline style or script URL on any element", () => {
    for (const element of clean.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on|^style$|^action$/);
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/javascript:|data:|xssSpy/i);
      }
    }
  });

  it("keeps same-origin and https links, and opens only other origins in a new tab without opener", () => {
    const links = [...clean.querySelectorAll("a[href]")].map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]);
    expect(links).toEqual([
      ["https://partner.platform.test/promo", "_blank", "noopener noreferrer"],
      ["/m/receivingCenter", null, null],
    ]);
    // The refused links keep their text, without an address.
    expect(clean.textContent).toContain("Claim now");
  });

  it("keeps images, loaded lazily, and drops those whose address is not allowed", () => {
    const images = [...clean.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/mock-assets/promotions/first-deposit.svg", null, null]);
    for (const img of images) expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("keeps rich content: headings, lists, tables, emphasis", () => {
    const rich = parse(
      sanitizeHtml("<h3>Rules</h3><ol><li>One</li></ol><table><thead><tr><th>Level</th></tr></thead><tbody><tr><td>VIP1</td></tr></tbody></table><b>bold</b>"),
    );
    expect(rich.querySelector("h3")?.textContent).toBe("Rules");
    expect(rich.querySelector("table td")?.textContent).toBe("VIP1");
    expect(rich.querySelector("ol li")).not.toBeNull();
    expect(rich.querySelector("b")).not.toBeNull();
  });
});

describe("SafeHtml", () => {
  afterEach(() => {
    delete (window as { xssSpy?: unknown }).xssSpy;
  });

  it("renders the hostile payloads inert: the spy they call is never called", async () => {
    const spy = vi.fn();
    (window as { xssSpy?: unknown }).xssSpy = spy;
    const { container } = render(<SafeHtml html={hostile} />);
    expect(await screen.findByText("Tap here for details")).toBeInTheDocument();
    for (const element of container.querySelectorAll(":not(a)")) element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    container.querySelectorAll("img").forEach((img) => img.dispatchEvent(new Event("error")));
    expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector("script")).toBeNull();
  });
});

const quoted = (url: string) => url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

describe("SafeHtml and the URL gate", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders server HTML without scripts or event handlers", async () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit <b>bonus</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'} />,
    );
    expect(await screen.findByText("bonus")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it(`keeps none of ${UNSAFE_URLS.length} hostile addresses as a link or an image (promotion and help HTML)`, async () => {
    for (const url of UNSAFE_URLS) {
      const { container, unmount } = render(
        <SafeHtml html={`<p>Rules</p><a href="${quoted(url)}">terms</a><img src="${quoted(url)}" alt="poster"><area href="${quoted(url)}">`} />,
      );
      await screen.findByText("Rules");
      for (const element of container.querySelectorAll("[href]")) expect(element.getAttribute("href"), url).toMatch(/^(https:|\/m\/)/);
      for (const img of container.querySelectorAll("img[src]")) expect(img.getAttribute("src"), url).toMatch(/^\/(?![/\\])/);
      unmount();
    }
  });

  it("opens an allowed external link in a new tab that cannot reach back, and keeps app links in the tab", async () => {
    const { container } = render(<SafeHtml html={'<a href="https://t.me/platform_official">Telegram</a><a href="/m/vip">VIP</a>'} />);
    await screen.findByText("Telegram");
    const [external, app] = container.querySelectorAll("a");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(app).toHaveAttribute("href", "/m/vip");
    expect(app).not.toHaveAttribute("target");
  });
});
