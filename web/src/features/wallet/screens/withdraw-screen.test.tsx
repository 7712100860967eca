import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { accountInfo, openSettings, twoCards, wallets, withdrawHandlers } from "../testing/wallet-handlers.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderApp = renderAppWith({ ...homeScreenHandlers, ...withdrawHandlers });
const PASSWORD = "135790";
const WITHDRAW = "POST /wps/v2/transaction/withdraw";

/** Headers whose values are ciphertext or its digest: random hex or base64, which may hold any short run of digits by chance. */
const CIPHER_HEADERS = new Set(["encryption", "x-rsa", "x-digest"]);

/** What the request carries in the clear: its headers, address and body, each ciphertext shown as <cipher>. */
async function wireText(request: Request): Promise<string> {
  const headers = [...request.headers].map(([name, value]) => `${name}: ${CIPHER_HEADERS.has(name.toLowerCase()) ? "<cipher>" : value}`);
  const body = JSON.stringify({ ...((await request.clone().json()) as object), value: "<cipher>" });
  return `${headers.join("\n")}\n${request.url}\n${body}`;
}

/** A time of the platform's day (UTC+8): withdrawal hours and bank maintenance are the platform's (CONTRIBUTING.md, "Dates and zones"). */
const at = (time: string) => Date.parse(`2026-11-21T${time}:00+08:00`);

/** The summary's figure for a term. */
const figure = (term: string) => within(screen.getByRole("region", { name: "Your balance" })).getByText(term).nextElementSibling;

describe("/m/withdraw", () => {
  it("shows what may be withdrawn, the main wallet and the total, the range, today's count and amount left, the hours, and the cards with the first chosen", async () => {
    renderApp({ route: "/m/withdraw", session: memberSession() });
    const summary = await screen.findByRole("region", { name: "Your balance" });
    expect(within(summary).getByText("Withdrawable now").nextElementSibling).toHaveTextContent("￥10,345.60");
    expect(figure("Main wallet")).toHaveTextContent("￥10,345.60");
    expect(figure("Total balance")).toHaveTextContent("￥12,345.60");
    expect(figure("Per withdrawal")).toHaveTextContent("￥100.00 – ￥50,000.00");
    expect(figure("Withdrawals left today")).toHaveTextContent("3 of 5");
    expect(figure("Amount left today")).toHaveTextContent("￥198,000.00");
    expect(figure("Withdrawal hours")).toHaveTextContent("All day");
    expect(screen.getByRole("radio", { name: /Industrial and Commercial Bank of China/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /China Merchants Bank/ })).not.toBeChecked();
  });

  // The withdrawal history one tap from the balance.
  it("leads from the balance to the withdrawal records", async () => {
    renderApp({ route: "/m/withdraw", session: memberSession() });
    const summary = await screen.findByRole("region", { name: "Your balance" });
    expect(within(summary).getByRole("link", { name: "Withdrawal records" })).toHaveAttribute("href", "/m/transaction/record?codeTypes=withdraw");
  });

  it("what may be withdrawn is at most the amount left today", async () => {
    const { user, api } = renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok({ ...accountInfo, remainingWithdrawAmount: 5000 }) } });
    const summary = await screen.findByRole("region", { name: "Your balance" });
    expect(within(summary).getByText("Withdrawable now").nextElementSibling).toHaveTextContent("￥5,000.00");
    const amount = screen.getByRole("textbox", { name: /Amount/ });
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(amount).toHaveValue("5000");
    await user.clear(amount);
    await user.type(amount, "6000");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("The amount is more than you can withdraw (￥5,000.00)");
    expect(api.calls(WITHDRAW)).toHaveLength(0);
  });

  it("refuses an amount above the withdrawable balance, keeps what was typed and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/withdraw", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "20000");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("The amount is more than you can withdraw (￥10,345.60)");
    expect(amount).toHaveValue("20000");
    expect(amount).toHaveFocus();
    expect(api.calls(WITHDRAW)).toHaveLength(0);
  });

  it("refuses more than 2 decimals and an amount below the minimum", async () => {
    const { user } = renderApp({ route: "/m/withdraw", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "100.123");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("Enter a positive amount with at most 2 decimals");
    await user.clear(amount);
    await user.type(amount, "99");
    expect(amount).toHaveAccessibleDescription("The minimum amount is ￥100.00");
  });

  it("refuses decimals where the site takes whole amounts only", async () => {
    const { user } = renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, allowDecimal: "N" }) } });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "100.5");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("Enter a positive amount with at most 2 decimals");
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(amount).toHaveValue("10345");
  });

  it("sends the v2 withdrawal encrypted (no plain password on the wire) once, and shows the result with the new balance", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "1000");
    await user.click(screen.getByRole("radio", { name: /China Merchants Bank/ }));
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(1));
    // One request per tap: the button is disabled while the call is in flight.
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeDisabled();
    const [request] = api.calls(WITHDRAW);
    const wire = await wireText(request!);
    expect(wire).not.toContain(PASSWORD);
    expect(wire).not.toContain("3302");
    expect(request!.headers.get("Idempotency-Key")).toBeTruthy();
    expect(Object.keys((await request!.clone().json()) as object)).toEqual(["value"]);
    // The one body field is ciphertext (base64), not the form in the clear.
    expect(((await request!.clone().json()) as { value: string }).value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(request!.headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);
    // Nothing went to the older path.
    expect(api.calls("POST /wps/transaction/withdraw")).toHaveLength(0);

    answer(json(ok({ transactionId: "WD20261121224410032", amount: 1000, status: "PENDING", sumBalance: 11345.6 })));
    const result = await screen.findByRole("status", { name: "Withdrawal requested" });
    expect(within(result).getByText("WD20261121224410032")).toBeInTheDocument();
    expect(within(result).getByText("Under review")).toBeInTheDocument();
    expect(within(result).getByText("￥11,345.60")).toBeInTheDocument();
  });

  it("an accepted withdrawal whose answer says nothing of it shows the amount, under review", async () => {
    const { user } = renderApp({ route: "/m/withdraw", session: memberSession(), api: { [WITHDRAW]: ok(null) } });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "2500");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const result = await screen.findByRole("status", { name: "Withdrawal requested" });
    expect(within(result).getByText("￥2,500.00")).toBeInTheDocument();
    expect(within(result).getByText("Under review")).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: { success: false, errorCode: "invalid.payment.pw", message: "Incorrect withdrawal password" } },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "500");
    await user.type(screen.getByLabelText(/Withdrawal password/), "000000");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect withdrawal password");
    expect(amount).toHaveValue("500");
  });

  it("offers the fixed amounts as choices and says the charge on the amount", async () => {
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, fixedAmountFlag: "Y", fixedWithdrawAmounts: [5000, 500, 1000], c2cEnabled: "Y", withdrawPenaltyCharge: 2 }) },
    });
    const amounts = await screen.findByRole("group", { name: "Amounts" });
    expect(within(amounts).getAllByRole("button").map((button) => button.textContent)).toEqual(["￥500", "￥1,000", "￥5,000"]);
    await user.click(within(amounts).getByRole("button", { name: "￥1,000" }));
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveValue("1000");
    expect(within(amounts).getByRole("button", { name: "￥1,000" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("A 2% charge applies: ￥20.00 for this amount.")).toBeInTheDocument();
  });

  it("asks the SMS code on every withdrawal when the settings say so: sent to the account's phone, required, then the withdrawal goes", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, mobileVerificationType: "EVERY_WITHDRAWAL" }),
        "POST /wps/v2/verification/sms/send-verified": ok({ expirationTime: Date.now() + 60_000 }),
        [WITHDRAW]: ok(null),
      },
    });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "1000");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    const code = screen.getByRole("textbox", { name: /SMS code/ });
    expect(code).toHaveAccessibleDescription(/We send the code to the phone on your account/);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(code).toHaveAccessibleDescription(/Enter the SMS code/);
    expect(api.calls(WITHDRAW)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Get code" }));
    expect(await screen.findByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
    const [sms] = api.calls("POST /wps/v2/verification/sms/send-verified");
    expect(await sms!.clone().json()).toEqual({ countryDialingCode: null, mobileNum: "", operationType: 9 });
    await user.type(code, "482913");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("status", { name: "Withdrawal requested" })).toBeInTheDocument();
    expect(await wireText(api.calls(WITHDRAW)[0]!)).not.toContain("482913");
  });

  it("asks the SMS code only above the settings' amount when they ask it by amount", async () => {
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, mobileVerificationType: "WITHDRAW_AMOUNT", mobileVerificationWithdrawAmount: 5000 }) },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "5000");
    expect(screen.queryByRole("textbox", { name: /SMS code/ })).not.toBeInTheDocument();
    await user.type(amount, "0");
    expect(screen.getByRole("textbox", { name: /SMS code/ })).toBeInTheDocument();
  });

  it("shows a card whose bank is under maintenance, not to be chosen, and chooses the next", async () => {
    const cards = [{ ...twoCards[0]!, isWithdrawActive: "N", maintenanceStartTime: at("02:00"), maintenanceEndTime: at("06:00") }, twoCards[1]!];
    renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok({ ...accountInfo, bankCards: cards }) } });
    const closed = await screen.findByRole("radio", { name: /Industrial and Commercial Bank of China/ });
    expect(closed).toBeDisabled();
    expect(closed.closest("label")).toHaveTextContent(/Bank under maintenance .*02:00 – .*06:00/);
    expect(screen.getByRole("radio", { name: /China Merchants Bank/ })).toBeChecked();
  });

  it("shows the merchant's precautions", async () => {
    renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, precautionNote: "<p>Withdrawals are paid within 30 minutes.</p>" }) } });
    const precautions = await screen.findByRole("region", { name: "Before you withdraw" });
    await waitFor(() => expect(precautions).toHaveTextContent("Withdrawals are paid within 30 minutes."));
  });

  it.each([
    [
      "closed, with the merchant's message",
      { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, allowWithdraw: "N", allowWithdrawMsg: "<p>Withdrawals are suspended during the audit.</p>" }) },
      "Withdrawals are closed",
      "Withdrawals are suspended during the audit.",
    ],
    ["closed, with ours", { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, allowWithdraw: "N" }) }, "Withdrawals are closed", "Please contact customer service."],
    [
      "not offered to bank cards",
      { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, normalBankWithdrawalSwitch: "N" }) },
      "Withdrawals to bank cards are not offered",
      "Please contact customer service to withdraw.",
    ],
    [
      "outside the hours",
      { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, allowWithdrawNow: false, withdrawDateFrom: at("10:00"), withdrawDateTo: at("22:00") }) },
      "Withdrawals are open 10:00 – 22:00",
      "Please come back within the withdrawal hours.",
    ],
    [
      "outside the hours, with the merchant's message",
      { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, allowWithdrawNow: false, withdrawDateFrom: at("10:00"), withdrawDateTo: at("22:00"), withdrawTimeMsg: "Withdrawals open at 10:00." }) },
      "Withdrawals are open 10:00 – 22:00",
      "Withdrawals open at 10:00.",
    ],
    [
      "none left today",
      { "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok({ ...accountInfo, remainingTransactionTimes: 0 }) },
      "No withdrawals left today",
      "You have made all 5 withdrawals of today.",
    ],
  ])("explains a withdrawal %s and offers no form", async (_why, api, title, text) => {
    renderApp({ route: "/m/withdraw", session: memberSession(), api });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: title })).toBeInTheDocument();
    // The merchant's message is HTML, drawn once its sanitiser has loaded.
    await waitFor(() => expect(alert).toHaveTextContent(text));
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
    // The balances still show.
    expect(screen.getByRole("region", { name: "Your balance" })).toHaveTextContent("￥10,345.60");
  });

  it("shows the hours when withdrawals are open only part of the day", async () => {
    renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/relay/MCSFE_getWithdrawSettings": ok({ ...openSettings, withdrawDateFrom: at("08:00"), withdrawDateTo: at("23:30") }) } });
    await screen.findByRole("textbox", { name: /Amount/ });
    expect(figure("Withdrawal hours")).toHaveTextContent("08:00 – 23:30");
  });

  it("lists the game wallets holding money and brings them back to the main wallet once, then reads the wallets again", async () => {
    let balances: unknown = wallets;
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/v2/wallets/balance": () => json(ok(balances)),
        "POST /wps/relay/GCS_walletReturn": () => {
          balances = { ...wallets, balance: [{ ...wallets.balance[0]!, availBalance: 12345.6 }, { ...wallets.balance[1]!, availBalance: 0 }] };
          return json(ok(null));
        },
        [WITHDRAW]: ok(null),
      },
    });
    const games = await screen.findByRole("region", { name: "Game wallets" });
    expect(within(games).getByText("PG Soft").nextElementSibling).toHaveTextContent("￥2,000.00");
    // The button comes once the member's id (member info) is known.
    await user.click(await within(games).findByRole("button", { name: "Move all to the main wallet" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Game wallets" })).not.toBeInTheDocument());
    expect(figure("Main wallet")).toHaveTextContent("￥12,345.60");
    const [request] = api.calls("POST /wps/relay/GCS_walletReturn");
    expect(await request!.clone().json()).toEqual({ customerId: 100231 });
    expect(request!.headers.get("Idempotency-Key")).toBeTruthy();
    expect(api.calls("POST /wps/relay/GCS_walletReturn")).toHaveLength(1);
    // What came back may be withdrawn at once: the form checks the amount against the wallets as they are now.
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "11000");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(1));
  });

  it("a game wallet under maintenance says so; with no other, nothing can be moved", async () => {
    const maintenance = { ...wallets, balance: [wallets.balance[0]!, { ...wallets.balance[1]!, status: "MAINTENANCE" }] };
    renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/v2/wallets/balance": ok(maintenance) } });
    const games = await screen.findByRole("region", { name: "Game wallets" });
    await screen.findByRole("button", { name: "Withdraw" });
    expect(within(games).getByText("PG Soft").nextElementSibling).toHaveTextContent("Under maintenance");
    expect(within(games).queryByRole("button", { name: "Move all to the main wallet" })).not.toBeInTheDocument();
  });

  it("reads a single wallet sent as one object, not a list", async () => {
    const single = { sumBalance: 800, currency: "CNY", currencySymbol: "￥", currencyPosition: "F", balance: { ...wallets.balance[0]!, availBalance: 800 } };
    renderApp({ route: "/m/withdraw", session: memberSession(), api: { "GET /wps/v2/wallets/balance": ok(single) } });
    await screen.findByRole("textbox", { name: /Amount/ });
    expect(figure("Withdrawable now")).toHaveTextContent("￥800.00");
    expect(screen.queryByText("Total balance")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Game wallets" })).not.toBeInTheDocument();
  });

  it("asks for a withdrawal password first when there is none, sent encrypted", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/member/hasWithdrawalPassword": ok(false), "PUT /wps/member/paymentPassword": ok(true) },
    });
    await user.type(await screen.findByLabelText(/^Withdrawal password/), "246810");
    await user.type(screen.getByLabelText(/Confirm withdrawal password/), "246811");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByLabelText(/Confirm withdrawal password/)).toHaveAccessibleDescription("The two withdrawal passwords do not match");
    await user.clear(screen.getByLabelText(/Confirm withdrawal password/));
    await user.type(screen.getByLabelText(/Confirm withdrawal password/), "246810");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    const [request] = api.calls("PUT /wps/member/paymentPassword");
    expect(await wireText(request!)).not.toContain("246810");
  });

  // Set, then asked again by the card form and again by the withdrawal, within a minute.
  it("does not ask again for the withdrawal password just set: the card form and the withdrawal use it", async () => {
    let cards: unknown[] = [];
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/member/hasWithdrawalPassword": ok(false),
        "PUT /wps/member/paymentPassword": ok(true),
        "GET /wps/relay/MCSFE_getWithdrawAccountInfo": () => json(ok({ ...accountInfo, bankCards: cards })),
        "PUT /wps/member/bankCard": () => {
          cards = [{ bankCardId: 3303, bankCode: "CMB", bankName: "China Merchants Bank", cardHolder: "Zhang Wei", cardNumber: "**** **** **** 6688", isWithdrawActive: "Y" }];
          return json(ok({ id: 3303, bankCode: "CMB", bankName: "China Merchants Bank", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688" }));
        },
        [WITHDRAW]: ok(null),
      },
    });
    await user.type(await screen.findByLabelText(/^Withdrawal password/), "246810");
    await user.type(screen.getByLabelText(/Confirm withdrawal password/), "246810");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    await user.selectOptions(await screen.findByRole("combobox", { name: /Bank/ }), "CMB");
    expect(screen.queryByLabelText(/Withdrawal password/)).toBeNull();
    expect(screen.getByText("Using the withdrawal password you have just set")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "6225880137706688");
    await user.type(screen.getByRole("textbox", { name: /Name on the account/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Add card" }));
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    expect(api.calls("PUT /wps/member/bankCard")).toHaveLength(1);
    expect(screen.queryByLabelText(/Withdrawal password/)).toBeNull();
    expect(screen.getByText("Using the withdrawal password you have just set")).toBeInTheDocument();
    await user.type(amount, "1000");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(1));
    expect(await wireText(api.calls(WITHDRAW)[0]!)).not.toContain("246810");
  });

  it("asks for a card first when there is none, with the chosen bank's rules, sent encrypted, then reads the account info again", async () => {
    let cards: unknown[] = [];
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/relay/MCSFE_getWithdrawAccountInfo": () => json(ok({ ...accountInfo, bankCards: cards })),
        "PUT /wps/member/bankCard": () => {
          cards = [{ bankCardId: 3303, bankCode: "CMB", bankName: "China Merchants Bank", cardHolder: "Zhang Wei", cardNumber: "**** **** **** 6688", isWithdrawActive: "Y" }];
          return json(ok({ id: 3303, bankCode: "CMB", bankName: "China Merchants Bank", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688" }));
        },
      },
    });
    await user.selectOptions(await screen.findByRole("combobox", { name: /Bank/ }), "CMB");
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "62258801377066881");
    await user.type(screen.getByRole("textbox", { name: /Name on the account/ }), "Zhang Wei");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Add card" }));
    expect(screen.getByRole("textbox", { name: /Card number/ })).toHaveAccessibleDescription("The card number has 16-16 digits");
    await user.clear(screen.getByRole("textbox", { name: /Card number/ }));
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "6225880137706688");
    await user.click(screen.getByRole("button", { name: "Add card" }));
    expect(await screen.findByRole("radio", { name: /China Merchants Bank/ })).toBeChecked();
    const wire = await wireText(api.calls("PUT /wps/member/bankCard")[0]!);
    expect(wire).not.toContain("6225880137706688");
    expect(wire).not.toContain(PASSWORD);
  });

  // The branch looked optional, then was required after submit.
  it("shows the branch once the bank is chosen: required where the bank needs it, optional (said so) where not", async () => {
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok({ ...accountInfo, bankCards: [] }) },
    });
    const bank = await screen.findByRole("combobox", { name: /Bank/ });
    expect(screen.queryByRole("textbox", { name: /Branch/ })).toBeNull();
    await user.selectOptions(bank, "ICBC");
    expect(screen.getByRole("textbox", { name: /Branch/ })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("textbox", { name: /Branch/ })).not.toHaveAccessibleDescription();
    await user.selectOptions(bank, "CMB");
    expect(screen.getByRole("textbox", { name: /Branch/ })).toHaveAttribute("aria-required", "false");
    expect(screen.getByRole("textbox", { name: /Branch/ })).toHaveAccessibleDescription("This bank does not need it: leave it empty if you like");
  });

  it("a failed load says so with Try again, and recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/relay/MCSFE_getWithdrawSettings": () => (fail ? json({ success: false }, { status: 500 }) : json(ok(openSettings))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toBeInTheDocument();
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/withdraw" });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
