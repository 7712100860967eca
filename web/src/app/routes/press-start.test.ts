import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { linkedScreen, PRELOAD_SCREEN_ATTRIBUTE } from "../../lib/linked-screen.ts";
import { loadedLocales } from "../../i18n/generated/i18n-util.ts";
import { PRELOAD_LINKED_AFTER_MS, preloadLinkedScreens, preloadScreenAndTexts, pressedAddress, startRoutesOnPress, useLinkedScreensPreload } from "./press-start.ts";

/** A link in the document, `attributes` on it. */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement("a");
  element.href = href;
  element.innerHTML = "<span>Deposit</span>";
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function press(target: Element, init: PointerEventInit = {}) {
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, isPrimary: true, button: 0, ...init }));
}

describe("a screen starts with the press", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it("starts the route a pressed in-app link opens, with its query, from any part of the link", () => {
    const start = vi.fn();
    const uninstall = startRoutesOnPress(document, start);
    press(link("/m/voucherCenter").querySelector("span")!);
    press(link("/m/gameList?gameType=LIVE"));
    expect(start.mock.calls).toEqual([
      ["/m/voucherCenter", ""],
      ["/m/gameList", "?gameType=LIVE"],
    ]);
    uninstall();
    press(link("/m/activity"));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("starts nothing for what a click would not open in this tab: another site, a new tab, a download, a page not the app's, the page itself, another button or finger", () => {
    const start = vi.fn();
    const uninstall = startRoutesOnPress(document, start);
    press(link("https://elsewhere.example/m/voucherCenter"));
    press(link("/m/voucherCenter", { target: "_blank" }));
    press(link("/m/voucherCenter", { download: "" }));
    press(link("/docs/reference.html"));
    press(link(window.location.pathname + window.location.search));
    press(link("/m/voucherCenter"), { button: 2 });
    press(link("/m/voucherCenter"), { isPrimary: false });
    const button = document.createElement("button");
    document.body.append(button);
    press(button);
    expect(start).not.toHaveBeenCalled();
    uninstall();
  });

  it("reads the address a press opens from the link, null off a link", () => {
    expect(pressedAddress(link("/m/activityDetail?id=7"), window.location)).toEqual({ path: "/m/activityDetail", search: "?id=7" });
    expect(pressedAddress(document.body, window.location)).toBeNull();
    expect(pressedAddress(null, window.location)).toBeNull();
  });
});

describe("the screens a screen's marked links open", () => {
  afterEach(() => document.body.replaceChildren());

  it("are fetched once each, marked links to the app only", () => {
    expect(linkedScreen).toEqual({ [PRELOAD_SCREEN_ATTRIBUTE]: "" });
    link("/m/voucherCenter", linkedScreen);
    link("/m/withdraw", linkedScreen);
    link("/m/activityDetail?id=1", linkedScreen);
    link("/m/activityDetail?id=2", linkedScreen);
    link("/docs/reference.html", linkedScreen);
    link("/m/help");
    const preload = vi.fn();
    preloadLinkedScreens(document, window.location, preload);
    expect(preload.mock.calls.map(([screen]) => screen)).toEqual(["wallet/voucher-center", "wallet/withdraw", "promotions/activity-detail"]);
  });

  it("waits PRELOAD_LINKED_AFTER_MS after the screen shows", async () => {
    vi.useFakeTimers();
    const preload = vi.fn();
    link("/m/voucherCenter", linkedScreen);
    const { rerender, unmount } = renderHook(({ at }) => useLinkedScreensPreload(at, preload), { initialProps: { at: "/m/member/home" } });
    vi.advanceTimersByTime(PRELOAD_LINKED_AFTER_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledWith("wallet/voucher-center");
    // Another screen: its own wait; leaving a screen before it cancels that screen's.
    rerender({ at: "/m/activity" });
    rerender({ at: "/m/member/home" });
    unmount();
    vi.advanceTimersByTime(PRELOAD_LINKED_AFTER_MS);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

describe("a screen's files ahead of the tap", () => {
  afterEach(() => window.localStorage.removeItem("language"));

  it("are its code and its texts in the member's language", async () => {
    window.localStorage.setItem("language", "ms");
    // The test set-up loads every text; this one is taken out to be loaded again.
    const texts = loadedLocales.ms as Record<string, unknown>;
    delete texts.wallet;
    preloadScreenAndTexts("wallet/voucher-center");
    await vi.waitFor(() => expect((loadedLocales.ms as Record<string, unknown>).wallet).toMatchObject({ limits: expect.any(String) }));
  });
});

