import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, trialSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositChannels, depositHandlers } from "../testing/deposit-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers });

describe("/m/voucherCenter (issue 14)", () => {
  let tab: { closed: boolean; opener: unknown; location: { href: string; replace: (url: string) => void }; close: () => void };
  beforeEach(() => {
    tab = { closed: false, opener: null, location: { href: "", replace: vi.fn((url: string) => (tab.location.href = url)) }, close: vi.fn() };
    vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the server's methods with the first chosen, its limits and quick amounts", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const methods = await screen.findByRole("tablist", { name: "Payment methods" });
    expect(within(methods).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["FastPay", "AliPay Direct", "Bank Transfer"]);
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAttribute("placeholder", "￥100.00 – ￥50,000.00");
    expect(within(screen.getByRole("group", { name: "Quick amounts" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["￥100", "￥500", "￥1,000"]);
  });

  // Issue 33: the bonus choice comes above the submit button; drawn before it, the button moved down when it came (CLS).
  it("draws the submit button once the channel's bonuses are known, with their choice above it, never before", async () => {
    let answerBonuses: (response: Response) => void = () => undefined;
    const bonuses = new Promise<Response>((resolve) => (answerBonuses = resolve));
    const { api } = renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/promotions/deposit": () => bonuses } });
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET /wps/promotions/deposit")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Deposit now" })).not.toBeInTheDocument();
    answerBonuses(json(ok([{ promotionId: 5002, title: "First deposit 100% up to ￥888", bonusRate: 100, maxBonus: 888, minDeposit: 100 }])));
    const submit = await screen.findByRole("button", { name: "Deposit now" });
    const choice = screen.getByRole("group", { name: "Deposit bonus" });
    expect(choice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws the submit button when the channel's bonuses cannot be read, and at once for a channel without bonuses", async () => {
    const { user } = renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/promotions/deposit": () => json({ success: false, errorCode: "system.error" }, { status: 500 }) } });
    expect(await screen.findByRole("button", { name: "Deposit now" }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "AliPay Direct" }));
    expect(screen.getByRole("button", { name: "Deposit now" })).toBeInTheDocument();
  });

  it("a QR deposit shows the QR code to scan, with the amount chip's value sent once", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.click(await screen.findByRole("tab", { name: "AliPay Direct" }));
    await user.click(within(screen.getByRole("group", { name: "Quick amounts" })).getByRole("button", { name: "￥500" }));
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    const qr = await screen.findByRole("img", { name: "Payment QR code for ￥500.00" });
    expect(qr).toHaveAttribute("src", "/mock-assets/deposit/qr-code.svg");
    const [request] = api.calls("POST /wps/relay/MCSFE_depositByQRImageUrl");
    expect(await request!.clone().json()).toMatchObject({ amount: 500, vendorId: 102, bankCode: "ALIPAY", showQrImageOnly: true });
    expect(api.calls("POST /wps/relay/MCSFE_depositByQRImageUrl")).toHaveLength(1);
  });

  it("refuses an amount outside the method's limits and keeps it", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "60000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(amount).toHaveAccessibleDescription("The maximum amount is ￥50,000.00");
    expect(amount).toHaveValue("60000");
    expect(api.calls("POST /wps/relay/MCSFE_depositByLaunchUrl")).toHaveLength(0);
  });

  it("a payment-page deposit opens a tab during the tap and points it at the page", async () => {
    const { user } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "1000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("heading", { name: "Payment page opened" })).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href || (tab.location.replace as ReturnType<typeof vi.fn>).mock.calls.length).toBeTruthy());
  });

  it("a manual transfer shows the account with copy buttons", async () => {
    const { user } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.click(await screen.findByRole("tab", { name: "Bank Transfer" }));
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "5000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByText("6217003320019876543")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Account number" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Reference" })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the amount", async () => {
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: { "POST /wps/relay/MCSFE_depositByLaunchUrl": { success: false, errorCode: "deposit.amount.out.of.range", message: "The amount is outside the channel's limits" } },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "1000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The amount is outside the channel's limits");
    expect(amount).toHaveValue("1000");
    expect(tab.close).toHaveBeenCalled();
  });

  it("says when no method is open", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCS2_depositBanksByVendor": ok([]) } });
    expect(await screen.findByText(/No deposit method is open right now/)).toBeInTheDocument();
  });

  it("a failed load says so with Try again, and recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: { "GET /wps/relay/MCS2_depositBanksByVendor": () => (fail ? json({ success: false }, { status: 500 }) : json(ok(depositChannels))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("tablist", { name: "Payment methods" })).toBeInTheDocument();
  });

  it.each([
    ["a visitor", undefined, "/m/login"],
    ["a trial account (free_reject)", trialSession(), "/m/home"],
    ["an agent of type 40 (free_reject)", memberSession({ type: 40 }), "/m/home"],
  ])("sends %s away", async (_who, session, path) => {
    renderApp({ route: "/m/voucherCenter", session, api: { "GET /wps/member/info": memberInfo() } });
    await waitFor(() => expect(window.location.pathname).toBe(path));
  });
});
