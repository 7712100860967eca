import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, memberSession, trialSession } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { notice, noticeLists } from "../testing/content-fixtures.ts";

const lists = noticeLists([notice(7101, { title: "Maintenance tonight" }), notice(7102, { title: "New slots", read: true }), notice(7103, { title: "Play responsibly", noExpiry: 1, endDate: null })]);
const handlers = {
  "GET /wps/relay/CCSFE_getListAnnouncements": lists,
  "POST /wps/relay/MCSFE_markAnnouncementAsRead": ok(true),
};

describe("/m/notice", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens the notice of `index` and asks for banners, notices and pop-ups", async () => {
    const { api } = renderApp({ route: "/m/notice?index=2", api: handlers });
    const list = await screen.findByRole("list", { name: "Announcements" });
    expect(within(list).getByRole("button", { name: /Play responsibly/ })).toHaveAttribute("aria-expanded", "true");
    expect(within(list).getByRole("button", { name: /Maintenance tonight/ })).toHaveAttribute("aria-expanded", "false");
    expect(within(list).getByRole("button", { name: /Play responsibly/ })).toHaveTextContent("Long term");
    const url = new URL(api.calls("GET /wps/relay/CCSFE_getListAnnouncements")[0]!.url);
    expect(url.searchParams.get("types")).toBe("B,PL,PU");
  });

  it("marks an unread notice read at once for a member, tells the server once and reloads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = renderApp({ route: "/m/notice", session: memberSession(), api: handlers });
    const head = await screen.findByRole("button", { name: /Maintenance tonight/ });
    expect(within(head).getByRole("img", { name: "Unread" })).toBeInTheDocument();
    await user.click(head);
    expect(within(head).queryByRole("img", { name: "Unread" })).toBeNull();
    expect(await screen.findByText("Body of notice 7101")).toBeInTheDocument();
    // Closing and opening again within 150 ms sends nothing more.
    await user.click(head);
    await user.click(head);
    await act(() => vi.advanceTimersByTimeAsync(200));
    const marks = api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead");
    expect(marks).toHaveLength(1);
    expect(await marks[0]!.clone().json()).toEqual({ announcementId: 7101, read: true });
    // The announcements are asked again after the mark.
    expect(api.calls("GET /wps/relay/CCSFE_getListAnnouncements").length).toBeGreaterThanOrEqual(2);
  });

  it("does not mark a notice already read", async () => {
    const { api, user } = renderApp({ route: "/m/notice", session: memberSession(), api: handlers });
    await user.click(await screen.findByRole("button", { name: /New slots/ }));
    expect(await screen.findByText("Body of notice 7102")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead")).toHaveLength(0);
  });

  it.each([
    ["a visitor", undefined],
    ["a trial account", trialSession()],
  ])("never marks read for %s", async (_name, session) => {
    const { api, user } = renderApp({ route: "/m/notice", session, api: handlers });
    await user.click(await screen.findByRole("button", { name: /Maintenance tonight/ }));
    expect(await screen.findByText("Body of notice 7101")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/MCSFE_markAnnouncementAsRead")).toHaveLength(0);
  });

  it("says 'No announcement' when there is none", async () => {
    renderApp({ route: "/m/notice", api: { ...handlers, "GET /wps/relay/CCSFE_getListAnnouncements": noticeLists([]) } });
    expect(await screen.findByText("No announcement")).toBeInTheDocument();
  });
});
