import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { LoginPopups } from "./login-popups.tsx";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const popup = (url: string) => ({
  id: 1,
  title: "Double deposit",
  content: `<p>Top up today.</p><a href="${url.replace(/"/g, "&quot;")}">Read more</a>`,
  announcementImages: [{ sequence: 1, url }],
});

describe("login pop-ups (spec §2; the poster and the links in its text pass the URL gate)", () => {
  it(`shows neither a poster nor a link from ${UNSAFE_URLS.length} hostile addresses`, async () => {
    for (const url of UNSAFE_URLS) {
      const { unmount } = renderWithProviders(<LoginPopups popups={[popup(url) as never]} onDone={() => undefined} />);
      const dialog = await screen.findByRole("dialog", { name: "Double deposit" });
      await screen.findByText("Top up today.");
      for (const img of dialog.querySelectorAll("img")) {
        const src = img.getAttribute("src");
        if (src !== null) expect(src.startsWith("/") && new URL(src, window.location.origin).origin === window.location.origin, url).toBe(true);
      }
      expect(screen.getByText("Read more").closest("a")?.getAttribute("href") ?? null, url).toBeNull();
      unmount();
    }
  });

  it("shows the pop-ups one after another: the button steps on, and closing the last (or Escape) ends them", async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <LoginPopups popups={[{ ...popup("/mock-assets/a.png"), title: "First" }, { ...popup("/mock-assets/b.png"), id: 2, title: "Second" }] as never} onDone={onDone} />,
    );
    const first = await screen.findByRole("dialog", { name: "First" });
    expect(first).toHaveTextContent("1 / 2");
    await user.click(within(first).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("dialog", { name: "Second" })).toHaveTextContent("2 / 2");
    await user.keyboard("{Escape}");
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("has a close (×) in each pop-up's corner that ends them all at once, like Escape", async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <LoginPopups popups={[{ ...popup("/mock-assets/a.png"), title: "First" }, { ...popup("/mock-assets/b.png"), id: 2, title: "Second" }] as never} onDone={onDone} />,
    );
    const first = await screen.findByRole("dialog", { name: "First" });
    await user.click(within(first).getByRole("button", { name: "Close the announcements" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
