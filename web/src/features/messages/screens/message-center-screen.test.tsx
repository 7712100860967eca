import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok, trialSession, whitelabel } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { availability, referral } from "../../rewards/testing/rewards-fixtures.ts";

const announcements = (unreadCount: number) => ({ success: true, value: { promotion: [], banners: [], player: [], popup: [], hot: [], footer: { unreadCount } } });
const handlers = {
  "GET /wps/relay/WPSCORE_getDownloadSetting": ok([{ resourceType: "TELEGRAM", url: "https://t.me/platform_official" }]),
  "GET /wps/relay/CCSFE_getListAnnouncements": announcements(3),
  "GET /wps/relay/EMFE_getInboxUnreadCount": ok(7),
  "GET /wps/relay/CBS_unreadCount": ok(150),
};

describe("/m/message", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows a member's badges, 99+ above 99", async () => {
    renderApp({ route: "/m/message", session: memberSession(), api: handlers });
    expect(await screen.findByRole("link", { name: /Official Telegram/ })).toHaveAttribute("href", "https://t.me/platform_official");
    expect(await screen.findByRole("img", { name: "7 unread" })).toHaveTextContent("7");
    expect(await screen.findByRole("img", { name: "150 unread" })).toHaveTextContent("99+");
    expect(await screen.findByRole("img", { name: "3 unread" })).toHaveTextContent("3");
  });

  it("shows no badge and asks no count for a visitor, whose inbox is the login page", async () => {
    const { api, user } = renderApp({ route: "/m/message", api: handlers });
    expect(await screen.findByRole("button", { name: /Announcements/ })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /unread/ })).toBeNull();
    expect(api.calls("GET /wps/relay/CBS_unreadCount")).toHaveLength(0);
    expect(api.calls("GET /wps/relay/EMFE_getInboxUnreadCount")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: /Letters to your account/ }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });

  it("asks no count of a trial account, and refuses it the inbox", async () => {
    const { api, user } = renderApp({ route: "/m/message", session: trialSession(), api: handlers });
    await user.click(await screen.findByRole("button", { name: /Letters to your account/ }));
    expect(await screen.findByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(api.calls("GET /wps/relay/CBS_unreadCount")).toHaveLength(0);
    expect(api.calls("GET /wps/relay/EMFE_getInboxUnreadCount")).toHaveLength(0);
  });

  it("hides live chat when CBS3 is off", async () => {
    renderApp({ route: "/m/message", session: memberSession(), api: { ...handlers, "GET /wps/system/whitelabel": whitelabel(["MAILCEN"]) } });
    expect(await screen.findByRole("button", { name: /Announcements/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Live chat/ })).toBeNull();
  });

  it("opens live chat: the launch call, a spinner, then the returned address 500 ms later in the tab opened at the tap", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tab = { closed: false, opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { api, user } = renderApp({
      route: "/m/message",
      session: memberSession(),
      api: { ...handlers, "GET /wps/relay/CBS_launchChat": ok({ chatUrl: "https://chat.platform.test/room?id=1" }) },
    });
    await user.click(await screen.findByRole("button", { name: /Live chat/ }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(api.calls("GET /wps/relay/CBS_launchChat")).toHaveLength(1));
    const query = new URL(api.calls("GET /wps/relay/CBS_launchChat")[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ b2c: "1", language: "EN", backUrl: "/m/message", title: "Live chat" });
    expect(await screen.findByText("Opening live chat…")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(tab.location.href).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(tab.location.href).toBe("https://chat.platform.test/room?id=1");
    expect(tab.opener).toBeNull();
  });

  it.each([
    ["an answer without chatUrl", () => json(ok({})), "Live chat is not available right now. Please try again later"],
    ["a failed launch", () => json({ success: false, errorCode: "chat.launch.failed", message: "Live chat is busy. Please try again in a moment" }), "Live chat is busy. Please try again in a moment"],
  ])("shows a message and closes the waiting tab after %s", async (_name, answer, text) => {
    const tab = { closed: false, opener: {}, location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { user } = renderApp({ route: "/m/message", session: memberSession(), api: { ...handlers, "GET /wps/relay/CBS_launchChat": answer } });
    await user.click(await screen.findByRole("button", { name: /Live chat/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Live chat/ })).toBeEnabled();
  });

  it("sends a visitor who taps live chat to the login page", async () => {
    const open = vi.spyOn(window, "open");
    const { user } = renderApp({ route: "/m/message", api: { ...handlers, "GET /wps/system/captcha": ok({}) } });
    await user.click(await screen.findByRole("button", { name: /Live chat/ }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(open).not.toHaveBeenCalled();
  });

  describe("Affiliate service (a member was sent home without a word)", () => {
    it("takes a member to the referral page", async () => {
      const { user } = renderApp({
        route: "/m/message",
        session: memberSession(),
        api: { ...handlers, "GET /wps/relay/MCSFE_getAvailablePromotions": availability(), "GET /wps/relay/MCSFE_getReferralDetails": ok(referral) },
      });
      await user.click(await screen.findByRole("button", { name: /Affiliate service/ }));
      expect(await screen.findByRole("heading", { name: "Invite friends, earn together" })).toBeInTheDocument();
      expect(window.location.pathname).toBe("/m/inviteFriends");
      expect(await screen.findByText("ply6684")).toBeInTheDocument();
    });

    it("says 'coming soon' and comes back when the merchant has referral off", async () => {
      const { user } = renderApp({
        route: "/m/message",
        session: memberSession(),
        api: { ...handlers, "GET /wps/relay/MCSFE_getAvailablePromotions": availability({ REFERRAL: { enabled: false, count: 0 } }) },
      });
      await user.click(await screen.findByRole("button", { name: /Affiliate service/ }));
      expect(await screen.findByText("coming soon")).toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe("/m/message"), { timeout: 2_000 });
    });

    it("offers an agent the agent centre", async () => {
      const { user } = renderApp({
        route: "/m/message",
        session: memberSession({ type: 41 }),
        api: { ...handlers, "GET /wps/relay/MCSFE_getAvailablePromotions": availability() },
      });
      await user.click(await screen.findByRole("button", { name: /Affiliate service/ }));
      expect(await screen.findByRole("alertdialog")).toHaveTextContent("You are an agent");
      expect(screen.getByRole("button", { name: "Go to agent centre" })).toBeInTheDocument();
    });

    it("sends a visitor to log in", async () => {
      const { user } = renderApp({ route: "/m/message", api: { ...handlers, "GET /wps/system/captcha": ok({}) } });
      await user.click(await screen.findByRole("button", { name: /Affiliate service/ }));
      await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    });
  });
});
