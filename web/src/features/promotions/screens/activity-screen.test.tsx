import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { categories, promotions } from "../testing/promotion-fixtures.ts";
import { drawHtmlFirstRow } from "../../../testing/html-first-row.ts";

const handlers = {
  "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory": ok(categories),
  "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotions),
};

describe("/m/activity", () => {
  it("selects the daily tab first and filters by the picked tab", async () => {
    const { user } = renderApp({ route: "/m/activity", api: handlers });
    const tabs = await screen.findByRole("tablist", { name: "Promotion categories" });
    expect(within(tabs).getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: /Daily check-in bonus/ })).toHaveTextContent("Long term");
    expect(screen.queryByText("Sports parlay insurance")).toBeNull();

    await user.click(within(tabs).getByRole("tab", { name: "Sports" }));
    const card = screen.getByRole("link", { name: /Sports parlay insurance/ });
    expect(card).toHaveTextContent("2026/11/01 - 2026/11/30");
    expect(card).toHaveAttribute("href", "/m/activityDetail?id=5005");
  });

  // The page's starter drew the first cards from the HTML (web/first-row-starter.ts), out of #root: they stand
  // while both answers are on their way, and go in the commit that shows the cards, or the failure.
  it("keeps the page's picture of the first cards until the cards or the failure are drawn", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const loaded = drawHtmlFirstRow();
    const first = renderApp({ route: "/m/activity", api: { ...handlers, "GET /wps/relay/PROMOFE_getPromoAnnounceV2": () => held.then(() => json(ok(promotions))) } });
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(loaded.isConnected).toBe(true);
    answer();
    expect(await screen.findByRole("link", { name: /Daily check-in bonus/ })).toBeInTheDocument();
    expect(loaded.isConnected).toBe(false);
    first.unmount();

    const failed = drawHtmlFirstRow();
    renderApp({ route: "/m/activity", api: { ...handlers, "GET /wps/relay/PROMOFE_getPromoAnnounceV2": () => json({ success: false, errorCode: "system.busy" }, { status: 500 }) } });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(failed.isConnected).toBe(false);
  });

  it("asks for the first card's image at once and first (the page's largest paint)", async () => {
    const { container } = renderApp({ route: "/m/activity", api: handlers });
    await screen.findByRole("link", { name: /Daily check-in bonus/ });
    const first = container.querySelector("img.promotion-card__image");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
  });

  // The same picture the build prerenders into the page (src/prerender.tsx), so nothing moves when the app takes over.
  it("while the promotions load, shows the page's loading picture: the category strip and a column of cards", async () => {
    const { container } = renderApp({ route: "/m/activity", api: { ...handlers, "GET /wps/relay/PROMOFE_getPromoAnnounceV2": () => new Promise<Response>(() => undefined) } });
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(container.querySelectorAll(".promotions-loading .promotion-tabs .skeleton__block")).toHaveLength(4);
    expect(container.querySelectorAll(".promotions-loading .promotion-card")).toHaveLength(2);
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("says 'No promotions' when there are none", async () => {
    renderApp({ route: "/m/activity", api: { ...handlers, "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok([]) } });
    expect(await screen.findByText("No promotions")).toBeInTheDocument();
  });

  it("shows one message on a 5xx and loads them on Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/activity",
      api: {
        ...handlers,
        "GET /wps/relay/PROMOFE_getPromoAnnounceV2": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal" }, { status: 500 }) : json(ok(promotions)),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Daily check-in bonus/ })).toBeInTheDocument();
  });
});

describe("/m/activityDetail", () => {
  it("shows the promotion's image, title, dates, sanitised content and the Apply link when it takes applications", async () => {
    renderApp({ route: "/m/activityDetail?id=5005", api: handlers });
    expect(await screen.findByRole("heading", { name: "Sports parlay insurance" })).toBeInTheDocument();
    expect(await screen.findByText("Rules of promotion 5005")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Apply" })).toHaveAttribute("href", "/m/activity/apply?id=5005");
    const crumbs = screen.getByRole("navigation", { name: "You are here" });
    expect(within(crumbs).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/m/home");
    expect(within(crumbs).getByRole("link", { name: "Promotion" })).toHaveAttribute("href", "/m/activity");
    expect(within(crumbs).getByText("Details")).toHaveAttribute("aria-current", "page");
  });

  it("has no Apply link for a promotion without applications", async () => {
    renderApp({ route: "/m/activityDetail?id=5002", api: handlers });
    expect(await screen.findByRole("heading", { name: "First deposit 100%" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Apply" })).toBeNull();
  });

  it("says an unknown id is no longer available, with a way back to the list", async () => {
    renderApp({ route: "/m/activityDetail?id=404", api: handlers });
    expect(await screen.findByText("This promotion is no longer available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to promotions" })).toHaveAttribute("href", "/m/activity");
  });
});
