import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../lib/url-gate.payloads.ts";
import { SafeHtml } from "./safe-html.tsx";

const quoted = (url: string) => url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("SafeHtml", () => {
  it("renders server HTML without scripts or event handlers", async () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit <b>bonus</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'} />,
    );
    expect(await screen.findByText("bonus")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it(`keeps none of ${UNSAFE_URLS.length} hostile addresses as a link or an image (issue 21: promotion and help HTML)`, async () => {
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
