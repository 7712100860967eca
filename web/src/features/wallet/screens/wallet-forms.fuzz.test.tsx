// "Fuzz every form", for the wallet (testing/fuzz-form.ts: seed
// FUZZ_SEED, FUZZ_RUNS runs each): deposit, withdraw, add a bank card, set the
// withdrawal password. Every call is refused, so a valid form stays where it
// is; the encrypted ones must never carry the password or card number in clear.
import { fireEvent, screen } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeEach, describe, it, vi } from "vitest";
import { json, type Handlers } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { FUZZ_TIMEOUT, fuzzForm, hostileText } from "../../../testing/fuzz-form.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositHandlers } from "../testing/deposit-handlers.ts";
import { accountInfo, withdrawHandlers } from "../testing/wallet-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers, ...withdrawHandlers });
const session = memberSession();
/** Renders `route` for a member, with `api` answering beside the wallet's usual calls. */
const on = (route: string, api: Handlers) => () => renderApp({ route, session, api });
const refusal = (errorCode: string, message: string) => () => json({ success: false, errorCode, message });

/** Amounts a channel (from 100, a transfer from 500) or the withdrawable balance (10,345.60) accepts, so runs reach the request. */
const amounts = fc.oneof(
  hostileText,
  { weight: 2, arbitrary: fc.integer({ min: 100, max: 10_345 }).map(String) },
  fc.constantFrom("100.5", "100.55", "0100", "1e3", "-500", "100.555", "99.99", "10345.61"),
);
/** Withdrawal passwords: 6 to 20 characters without spaces, and the hostile ones. */
const paymentPasswords = fc.oneof(hostileText, { weight: 2, arbitrary: fc.stringMatching(/^\d{6,20}$/) }, fc.constantFrom("135790", "12345", "1357 90", "１３５７９０"));
/** Card numbers within the bank's lengths (ICBC: 16 to 19 digits), near them, and the hostile ones. */
const cardNumbers = fc.oneof(hostileText, { weight: 2, arbitrary: fc.stringMatching(/^\d{15,20}$/) }, fc.constantFrom("6225 8801 3770 6688", "62258801377066８８"));

describe("fuzzing the wallet forms", () => {
  // A payment-page deposit opens its tab during the tap; jsdom has no tabs.
  beforeEach(() => {
    vi.spyOn(window, "open").mockImplementation(() => ({ closed: false, opener: null, location: { href: "" }, close: () => undefined }) as unknown as Window);
  });
  afterEach(() => vi.restoreAllMocks());

  it(
    "deposit: any amount gives a field message or one request",
    () =>
      fuzzForm({
        render: async () => {
          const view = renderApp({ route: "/m/voucherCenter", session, api: { "POST /wps/relay/MCSFE_depositByLaunchUrl": refusal("deposit.amount.out.of.range", "The amount is outside the channel's limits") } });
          // The submit button comes once the channel's bonuses are known.
          await screen.findByRole("button", { name: "Deposit now" });
          return view;
        },
        fields: [{ label: "Amount", values: amounts }],
        submit: "Deposit now",
        request: "POST /wps/relay/MCSFE_depositByLaunchUrl",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "deposit by transfer: any amount and depositor name give a field message or one request",
    () =>
      fuzzForm({
        render: async () => {
          const view = renderApp({ route: "/m/voucherCenter", session, api: { "POST /wps/relay/MCSFE_manualTransferByAccountName": refusal("deposit.amount.out.of.range", "The amount is outside the channel's limits") } });
          fireEvent.click(await screen.findByRole("tab", { name: "Bank transfer" }));
          await screen.findByRole("button", { name: "Deposit now" });
          return view;
        },
        fields: [{ label: "Amount", values: amounts }, { label: "Depositor name" }],
        submit: "Deposit now",
        request: "POST /wps/relay/MCSFE_manualTransferByAccountName",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "withdraw: any amount and withdrawal password, the password never in clear",
    () =>
      fuzzForm({
        render: on("/m/withdraw", { "POST /wps/v2/transaction/withdraw": refusal("invalid.payment.pw", "Incorrect withdrawal password") }),
        fields: [
          { label: "Amount", values: amounts },
          { label: "Withdrawal password", values: paymentPasswords, secret: true },
        ],
        submit: "Withdraw",
        request: "POST /wps/v2/transaction/withdraw",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "bank card: any number, name, branch and withdrawal password, the number and password never in clear",
    () =>
      fuzzForm({
        // ICBC: 16 to 19 digits, a branch required; chosen first, since the branch shows once the bank is known.
        render: async () => {
          const view = await on("/m/withdraw", { "GET /wps/relay/MCSFE_getWithdrawAccountInfo": ok({ ...accountInfo, bankCards: [] }), "PUT /wps/member/bankCard": refusal("bank.card.exists", "This card is already bound") })();
          fireEvent.change(await screen.findByLabelText("Bank"), { target: { value: "ICBC" } });
          return view;
        },
        fields: [
          { label: "Card number", values: cardNumbers, secret: true },
          { label: "Name on the account" },
          { label: "Branch" },
          { label: "Withdrawal password", values: paymentPasswords, secret: true },
        ],
        submit: "Add card",
        request: "PUT /wps/member/bankCard",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "withdrawal password: any password and confirmation, never in clear",
    () =>
      fuzzForm({
        render: on("/m/withdraw", { "GET /wps/member/hasWithdrawalPassword": ok(false), "PUT /wps/member/paymentPassword": refusal("payment.password.weak", "The withdrawal password is too simple") }),
        fields: [
          { label: "Withdrawal password", values: paymentPasswords, secret: true },
          { label: "Confirm withdrawal password", values: paymentPasswords, secret: true, sameAs: 0 },
        ],
        submit: "Set password",
        request: "PUT /wps/member/paymentPassword",
      }),
    FUZZ_TIMEOUT,
  );
});
