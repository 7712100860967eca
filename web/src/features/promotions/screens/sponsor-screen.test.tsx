import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";

const sponsorBanners = [
  { id: 9101, title: "Official partner of the Harbour Cup", url: "/mock-assets/banners/welcome-bonus.svg", groupName: "m_sponsor", sequence: 1, clickPayload: { action: "PROMOTION", target: "5002" } },
  { id: 9102, title: "VIP Club", url: "/mock-assets/banners/vip-club.svg", groupName: "m_sponsor", sequence: 2, clickPayload: { action: "ROUTE", target: "/m/vip" } },
  { id: 9103, title: "Thank you to our fans", url: "/mock-assets/banners/vip-club.svg", groupName: "m_sponsor", sequence: 3, clickPayload: { action: "NONE" } },
];

describe("/m/sponsor", () => {
  // The titles were plain text; a member taps them as they tap the banners.
  it("lists its promotions as links to what their banners open; a banner with nothing to open stays text", async () => {
    renderApp({
      route: "/m/sponsor",
      api: { "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: sponsorBanners, player: [], popup: [], hot: [], footer: { unreadCount: 0 } }) },
    });
    const section = await screen.findByRole("region", { name: "Our sponsorships" });
    expect(within(section).getByRole("link", { name: "Official partner of the Harbour Cup" })).toHaveAttribute("href", "/m/activityDetail?id=5002");
    expect(within(section).getByRole("link", { name: "VIP Club" })).toHaveAttribute("href", "/m/vip");
    expect(within(section).getByText("Thank you to our fans")).toBeInTheDocument();
    expect(within(section).queryByRole("link", { name: "Thank you to our fans" })).toBeNull();
  });
});
