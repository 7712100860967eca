import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { memberCentreHandlers } from "../../member/testing/member-handlers.ts";

const route = "/m/vip";

describe("VIP club page", () => {
  it("draws the eight levels from the table as carousel slides, with their figures", async () => {
    renderApp({ route });
    const carousel = await screen.findByRole("region", { name: "VIP levels, 8 slides" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides).toHaveLength(8);
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(Array.from({ length: 8 }, (_, i) => `VIP${i + 1}, level ${i + 1} of 8`));
    expect(slides[1]).toHaveTextContent(/Cumulative turnover30,000/);
    expect(slides[1]).toHaveTextContent(/Upgrade bonus￥28/);
    expect(slides[1]).toHaveTextContent(/Monthly bonus￥18/);
    expect(slides[0]).toHaveTextContent(/Monthly turnover to keepKept for life/);
    expect(slides[7]).toHaveTextContent(/Cumulative turnover100,000,000.*Birthday bonus￥5,888/);
    expect(document.title).toMatch(/VIP club/);
  });

  it("for a member: their progress above the sections, and the merchant's levels and benefits in the carousel and the example", async () => {
    const levels = ok([
      { rankName: "Bronze", totalTurnover: 1000, monthlyTurnover: 0 },
      { rankName: "Silver", totalTurnover: 10_000, monthlyTurnover: 2_000 },
      { rankName: "Gold", totalTurnover: 100_000, monthlyTurnover: 20_000 },
    ]);
    const benefits = ok([
      { rankName: "Silver", upgradeBonus: 18, monthlyBonus: 8, birthdayBonus: 0 },
      { rankName: "Gold", upgradeBonus: 88, monthlyBonus: 18, birthdayBonus: 38 },
    ]);
    const progress = ok({ playerRankName: "Silver", monthlyTurnover: { actual: 2_500, expected: 2_000 }, totalTurnover: { actual: 40_000, expected: 100_000 } });
    const { api } = renderApp({
      route,
      session: memberSession(),
      api: {
        ...memberCentreHandlers,
        "GET /wps/relay/MCSFE_getPlayerRankGroupLevels": levels,
        "GET /wps/relay/MCSFE_getMemberClubBenefit": benefits,
        "GET /wps/relay/MCSFE_getPlayerRankProgress": progress,
      },
    });
    const vip = await screen.findByRole("region", { name: "VIP progress" });
    expect(await within(vip).findByText("Silver → Gold")).toBeInTheDocument();
    expect(within(vip).getByText("This month's turnover keeps Silver")).toBeInTheDocument();
    const carousel = await screen.findByRole("region", { name: "VIP levels, 3 slides" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["Bronze, level 1 of 3", "Silver, level 2 of 3", "Gold, level 3 of 3"]);
    expect(slides[2]).toHaveTextContent(/Upgrade bonus￥88/);
    expect(screen.getByRole("region", { name: "Example" })).toHaveTextContent("Reach 10,000 cumulative turnover and you become Silver, with a ￥18 upgrade bonus.");
    expect(api.calls("GET /wps/relay/MCSFE_getPlayerRankGroupLevels")).toHaveLength(1);
  });

  it("a visitor is asked nothing: the spec's table, no progress", async () => {
    const { api } = renderApp({ route });
    await screen.findByRole("region", { name: "VIP levels, 8 slides" });
    expect(screen.queryByRole("region", { name: "VIP progress" })).toBeNull();
    expect(api.calls("GET /wps/relay/MCSFE_getPlayerRankGroupLevels")).toHaveLength(0);
    expect(api.calls("GET /wps/relay/MCSFE_getPlayerRankProgress")).toHaveLength(0);
  });

  it("writes the spec §9 example from the table", async () => {
    renderApp({ route });
    const example = await screen.findByRole("region", { name: "Example" });
    expect(example).toHaveTextContent("Reach 30,000 cumulative turnover and you become VIP2, with a ￥28 upgrade bonus.");
    expect(example).toHaveTextContent("From VIP2 you receive a monthly bonus of ￥18 and above, paid on the 1st of every month.");
    expect(example).toHaveTextContent("must be claimed within 7 days, or they lapse");
    expect(example).toHaveTextContent("Every bonus needs 1× turnover");
    expect(example).toHaveTextContent("VIP4 keeps its level with 500,000 turnover a month. A member who misses it drops one level, to VIP3.");
    expect(screen.getByRole("region", { name: "Notice" })).toHaveTextContent("from VIP3 a birthday gift of up to ￥5,888");
  });

  it("in Chinese the figures count in 万 and 亿", async () => {
    renderApp({ route, locale: "cn" });
    const carousel = await screen.findByRole("region", { name: "VIP 等级，共 8 张" });
    const slides = within(carousel).getAllByRole("group");
    expect(slides[1]).toHaveTextContent(/累计流水3万/);
    expect(slides[7]).toHaveTextContent(/累计流水1亿/);
    expect(screen.getByRole("region", { name: "举例说明" })).toHaveTextContent("累计流水达到 3万 即晋级为 VIP2，获得晋级礼金 ￥28。");
  });

  it("a tab scrolls its section 80 px below the top, smoothly, and shows active", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { user } = renderApp({ route });
    const tabs = await screen.findByRole("navigation", { name: "VIP club sections" });
    expect(within(tabs).getByRole("button", { name: "Levels" })).toHaveAttribute("aria-current", "location");
    const terms = screen.getByRole("region", { name: "Terms and conditions" });
    vi.spyOn(terms, "getBoundingClientRect").mockReturnValue({ top: 2000 } as DOMRect);
    await user.click(within(tabs).getByRole("button", { name: "Terms" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1920, behavior: "smooth" });
    await waitFor(() => expect(within(tabs).getByRole("button", { name: "Terms" })).toHaveAttribute("aria-current", "location"));
    expect(within(tabs).getByRole("button", { name: "Levels" })).not.toHaveAttribute("aria-current");
    scrollTo.mockRestore();
  });
});
