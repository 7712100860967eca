import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, systemStatus, trialSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { heldAnimationFrames } from "../../../testing/animation-frames.ts";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositHandlers, depositMethods, openDepositSettings } from "../testing/deposit-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers });

const bodyOf = async (request: Request | undefined) => (await request!.clone().json()) as Record<string, unknown>;

describe("/m/voucherCenter", () => {
  let tab: { closed: boolean; opener: unknown; location: { href: string; replace: (url: string) => void }; close: () => void };
  beforeEach(() => {
    tab = { closed: false, opener: null, location: { href: "", replace: vi.fn((url: string) => (tab.location.href = url)) }, close: vi.fn() };
    vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the server's methods in its order with the first chosen, its channels with their limits, and the first channel's quick amounts", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const methods = await screen.findByRole("tablist", { name: "Payment methods" });
    expect(within(methods).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Online banking", "Alipay", "Bank transfer"]);
    const channels = within(screen.getByRole("radiogroup", { name: "Channel" })).getAllByRole("radio");
    expect(channels.map((channel) => channel.textContent)).toEqual(["FastPay￥100.00 – ￥50,000.00", "QuickPay￥500.00 – ￥20,000.00"]);
    expect(channels[0]).toHaveAttribute("aria-checked", "true");
    // The form's code comes a moment after the methods (a chunk of its own).
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toHaveAttribute("placeholder", "￥100.00 – ￥50,000.00");
    expect(within(screen.getByRole("group", { name: "Quick amounts" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["￥100", "￥500", "￥1,000"]);
    // A launch-URL channel asks no depositor name and charges nothing.
    expect(screen.queryByRole("textbox", { name: /Depositor name/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/fee/i)).not.toBeInTheDocument();
  });

  // The deposit history one tap from the balance.
  it("leads from the balance to the deposit records", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const history = await screen.findByRole("navigation", { name: "History" });
    expect(within(history).getByRole("link", { name: "Deposit records" })).toHaveAttribute("href", "/m/transaction/record?codeTypes=deposit");
  });

  it("in the new layout shows the methods as tiles with 'Recommended' and the best bonus", async () => {
    const status = { ...systemStatus(), value: { ...(systemStatus().value as object), info: { mobileTemplate: { mem_cen: "0", dep_func: "1" } } } };
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/v2/system/status": status } });
    const tiles = within(await screen.findByRole("radiogroup", { name: "Payment methods" })).getAllByRole("radio");
    expect(tiles.map((tile) => tile.textContent)).toEqual(["Online bankingRecommended+1% bonus", "Alipay", "Bank transfer"]);
  });

  it("a second channel has its own limits, says its fee as the amount is typed, asks the nickname it needs and sends its vendor and code", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.click(await screen.findByRole("radio", { name: /QuickPay/ }));
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    expect(amount).toHaveAttribute("placeholder", "￥500.00 – ￥20,000.00");
    expect(screen.getByText("A fee of 1% applies")).toBeInTheDocument();
    await user.type(amount, "200");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(amount).toHaveAccessibleDescription("The minimum amount is ￥500.00");
    await user.clear(amount);
    await user.type(amount, "3000");
    // 1% of 3,000 is 30, within the channel's 5 – 50.
    expect(screen.getByText("Fee for this deposit: ￥30.00")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Nickname/ })).toHaveValue("Lucky One");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("heading", { name: "Payment page opened" })).toBeInTheDocument();
    expect(await bodyOf(api.calls("POST /wps/relay/MCSFE_depositByLaunchUrl")[0])).toEqual({ amount: 3000, bankCode: "CCB", mcsBankCode: "QP_CCB", bankType: "PG", vendorId: 105, nickname: "Lucky One" });
  });

  // Asked with the methods, the bonuses left before deposit's largest paint (a round trip more in Lighthouse's
  // simulation of it); asked once the methods are painted, they come beside the form's code.
  it("asks for the first channel's bonuses once the methods have been painted, not with them", async () => {
    const frames = heldAnimationFrames();
    const { api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await screen.findByRole("tablist", { name: "Payment methods" });
    expect(api.calls("GET /wps/promotions/deposit")).toHaveLength(0);
    // The methods' frame, and the one after it: they have been painted.
    await waitFor(() => expect(frames.pending()).toBeGreaterThan(0));
    frames.next();
    await waitFor(() => expect(frames.pending()).toBeGreaterThan(0));
    frames.next();
    await waitFor(() => expect(api.calls("GET /wps/promotions/deposit")).toHaveLength(1));
    expect(new URL(api.calls("GET /wps/promotions/deposit")[0]!.url).searchParams.get("vendorId")).toBe(String(depositMethods.PG.channels[0]!.vendorId));
    expect(await screen.findByRole("button", { name: "Deposit now" })).toBeInTheDocument();
    expect(api.calls("GET /wps/promotions/deposit")).toHaveLength(1);
  });

  // The bonus choice comes above the submit button; drawn before it, the button moved down when it came (CLS).
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
    await user.click(screen.getByRole("tab", { name: "Alipay" }));
    expect(screen.getByRole("button", { name: "Deposit now" })).toBeInTheDocument();
  });

  it("a channel of fixed amounts only offers just those, and a QR deposit shows the QR code for the one chosen, sent once", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.click(await screen.findByRole("tab", { name: "Alipay" }));
    const amounts = await screen.findByRole("group", { name: "Choose an amount" });
    expect(screen.queryByRole("textbox", { name: /Amount/ })).not.toBeInTheDocument();
    expect(within(amounts).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["￥50", "￥100", "￥500", "￥1,000"]);
    // No amount chosen: the member is told to choose one.
    await user.click(await screen.findByRole("button", { name: "Deposit now" }));
    expect(api.calls("POST /wps/relay/MCSFE_depositByQRImageUrl")).toHaveLength(0);
    await user.click(within(amounts).getByRole("radio", { name: "￥500" }));
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    const qr = await screen.findByRole("img", { name: "Payment QR code for ￥500.00" });
    expect(qr).toHaveAttribute("src", "/mock-assets/deposit/qr-code.svg");
    expect(await bodyOf(api.calls("POST /wps/relay/MCSFE_depositByQRImageUrl")[0])).toEqual({ amount: 500, bankCode: "ALIPAY", mcsBankCode: "ALIPAY", bankType: "ALIPAY", vendorId: 102, showQrImageOnly: true });
    expect(api.calls("POST /wps/relay/MCSFE_depositByQRImageUrl")).toHaveLength(1);
  });

  it("refuses an amount outside the channel's limits and keeps it", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "60000");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(amount).toHaveAccessibleDescription("The maximum amount is ￥50,000.00");
    expect(amount).toHaveValue("60000");
    expect(api.calls("POST /wps/relay/MCSFE_depositByLaunchUrl")).toHaveLength(0);
  });

  it("a payment-page deposit opens a tab during the tap and points it at the page, sending the method's code and the chosen bank", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "1000");
    await user.click(screen.getByRole("radio", { name: "China Merchants Bank" }));
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("heading", { name: "Payment page opened" })).toBeInTheDocument();
    // Not paid until the payment arrives: the pending mark, and the order number to copy.
    expect(screen.getByText("Awaiting payment")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Order number" })).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href || (tab.location.replace as ReturnType<typeof vi.fn>).mock.calls.length).toBeTruthy());
    expect(await bodyOf(api.calls("POST /wps/relay/MCSFE_depositByLaunchUrl")[0])).toEqual({ amount: 1000, bankCode: "CMB", bankType: "PG", vendorId: 101 });
  });

  it("a manual transfer asks the depositor's name and shows the account with copy buttons", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    await user.click(await screen.findByRole("tab", { name: "Bank transfer" }));
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "5000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByText("6217003320019876543")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Account number" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Reference" })).toBeInTheDocument();
    expect(await bodyOf(api.calls("POST /wps/relay/MCSFE_manualTransferByAccountName")[0])).toMatchObject({ amount: 5000, bankType: "MT2", vendorId: 104, payeeName: "Zhang Wei" });
  });

  it("before a first deposit raises the minimum to the first-deposit minimum and says so", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCSFE_getDepositSettings": ok({ ...openDepositSettings, totalDepositSuccessCount: 0, firstDeposit: "N", minFirstDepositAmount: 200 }) } });
    expect(await screen.findByText("Your first deposit is at least ￥200.00.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveAttribute("placeholder", "￥200.00 – ￥50,000.00");
    // ￥100 is below it: its chip goes.
    expect(within(screen.getByRole("group", { name: "Quick amounts" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["￥500", "￥1,000"]);
    expect(screen.getByRole("radio", { name: /FastPay/ })).toHaveTextContent("￥200.00 – ￥50,000.00");
  });

  it("says how many deposits are still in progress", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCSFE_getDepositSettings": ok({ ...openDepositSettings, inProgressCashInCount: 2 }) } });
    expect(await screen.findByText("Deposits still in progress: 2")).toBeInTheDocument();
  });

  it("a closed deposit says so with the merchant's message and offers no form", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCSFE_getDepositSettings": ok({ ...openDepositSettings, allowDeposit: "N", allowDepositMessage: "Deposits reopen at 10:00." }) } });
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByRole("heading", { name: "Deposits are closed" })).toBeInTheDocument();
    expect(notice).toHaveTextContent("Deposits reopen at 10:00.");
    expect(screen.queryByRole("button", { name: "Deposit now" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the amount", async () => {
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: { "POST /wps/relay/MCSFE_depositByLaunchUrl": { success: false, errorCode: "deposit.amount.out.of.range", message: "The amount is outside the channel's limits" } },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "1000");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The amount is outside the channel's limits");
    expect(amount).toHaveValue("1000");
    expect(tab.close).toHaveBeenCalled();
  });

  // Offline, the deposit is not sent and says so once, in the form: the phone is offline.
  it("offline, sends nothing and says once that the phone is offline, keeping the amount", async () => {
    const { user, api } = renderApp({ route: "/m/voucherCenter", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "1000");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You are offline. Try again once you are back online.");
    expect(screen.getAllByText(/offline/)).toHaveLength(1);
    expect(amount).toHaveValue("1000");
    expect(api.calls("POST /wps/relay/MCSFE_depositByLaunchUrl")).toHaveLength(0);
  });

  it.each([
    ["no method", {}],
    ["only methods the app does not offer (crypto)", { USDT: { code: "USDT", message: "USDT", paymentMethodBankGroup: "VIRTUAL", channels: [{ vendorId: 900, min: 10, max: 1000, banks: [], bankListType: "VIRTUAL" }] } }],
  ])("says when %s is open", async (_what, methods) => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCSFE_getDepositPaymentChannels": ok(methods) } });
    expect(await screen.findByText(/No deposit method is open right now/)).toBeInTheDocument();
  });

  it("a failed load says so with Try again, and recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getDepositPaymentChannels": () => (fail ? json({ success: false }, { status: 500 }) : json(ok(depositMethods))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("tablist", { name: "Payment methods" })).toBeInTheDocument();
  });

  it("sends a visitor to log in", async () => {
    renderApp({ route: "/m/voucherCenter", api: { "GET /wps/member/info": memberInfo() } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });

  // Refused with 'free_reject' (Register now for a trial account), not sent home without a word.
  it.each([
    ["a trial account", trialSession(), "Cancel"],
    ["an agent of type 40", memberSession({ type: 40 }), "OK"],
  ])("refuses %s with free_reject, then goes home", async (_who, session, dismiss) => {
    const { user } = renderApp({ route: "/m/voucherCenter", session, api: { "GET /wps/member/info": memberInfo() } });
    const refusal = await screen.findByRole("alertdialog");
    expect(within(refusal).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    await user.click(within(refusal).getByRole("button", { name: dismiss }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
