// A withdrawal whose answer did not come is unconfirmed, never a
// failure to retry. The form locks, the records are read after each of the
// machine's named delays (fake timers), and the member is told the truth.
import { MONEY_RECONCILE_DELAYS_MS } from "@platform/machines";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { wallets, withdrawHandlers } from "../testing/wallet-handlers.ts";
import { fakeTimersEachTest, gatewayTimeout, lostConnection, nextReading, readAllRecords } from "../../../testing/money-call.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderApp = renderAppWith({ ...homeScreenHandlers, ...withdrawHandlers });
const WITHDRAW = "POST /wps/v2/transaction/withdraw";
const RECORDS = "GET /wps/relay/ODSFE2_MemTransDet";

function recordsPage(list: unknown[]) {
  return ok({ list, page: 1, totalPages: 1 });
}

/** A withdrawal row of ODSFE2_MemTransDet: the amount signed, the time in ms. */
function withdrawalRecord(amount: number) {
  return { txId: 880311, txTypeId: 2001, txTypeName: "Withdraw", remark: null, txTimeInTimestamp: Date.now(), customerName: "player_one", orderNo: "WD20261126101500001", currentAvailBalance: 10245.6, amount: -amount };
}

async function fillAndSend(user: ReturnType<typeof renderApp>["user"], amount = "100") {
  await user.type(await screen.findByRole("textbox", { name: /Amount/ }), amount);
  await user.type(screen.getByLabelText(/Withdrawal password/), "135790");
  await user.click(screen.getByRole("button", { name: "Withdraw" }));
}

fakeTimersEachTest();

describe("/m/withdraw: an answer that did not come", () => {
  it("locks the form, says it is checking, and shows the withdrawal the records hold as done, sent once", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: lostConnection, [RECORDS]: () => json(recordsPage([withdrawalRecord(100)])) },
    });
    await fillAndSend(user);
    expect(await screen.findByText("We could not confirm your withdrawal yet — checking")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Amount/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeDisabled();
    await nextReading();
    const result = await screen.findByRole("status", { name: "Withdrawal requested" });
    expect(within(result).getByText("WD20261126101500001")).toBeInTheDocument();
    expect(api.calls(WITHDRAW)).toHaveLength(1);
    const [read] = api.calls(RECORDS);
    expect(new URL(read!.url).searchParams.get("codeTypes")).toBe("withdraw");
    expect(new URL(read!.url).searchParams.get("subordinateName")).toBe("player_one");
  });

  it("sends each intent with its own request id, the same one again only for the same intent not in the records", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: lostConnection, [RECORDS]: recordsPage([]) },
    });
    await fillAndSend(user);
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(1));
    await readAllRecords();
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not reach us, and nothing was taken or credited. You can send it again.");
    expect(api.calls(RECORDS)).toHaveLength(MONEY_RECONCILE_DELAYS_MS.length);
    // What was typed is kept; the same intent goes again under the same id.
    expect(screen.getByRole("textbox", { name: /Amount/ })).toHaveValue("100");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(2));
    const [first, second] = api.calls(WITHDRAW).map((request) => request.headers.get("Idempotency-Key"));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it("a new amount is a new intent with a new request id", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: lostConnection, [RECORDS]: recordsPage([]) },
    });
    await fillAndSend(user);
    await readAllRecords();
    await screen.findByRole("alert");
    const amount = screen.getByRole("textbox", { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, "150");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(2));
    const [first, second] = api.calls(WITHDRAW).map((request) => request.headers.get("Idempotency-Key"));
    expect(second).not.toBe(first);
  });

  it("records that cannot be read: still unknown, the way to the records and another reading, no Withdraw", async () => {
    let recordsDown = true;
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        // A gateway's answer: a 504 without the platform's envelope.
        [WITHDRAW]: gatewayTimeout,
        [RECORDS]: () => (recordsDown ? lostConnection() : json(recordsPage([withdrawalRecord(100)]))),
      },
    });
    await fillAndSend(user);
    await readAllRecords();
    const unknown = await screen.findByRole("alert");
    expect(unknown).toHaveTextContent("We still cannot confirm your withdrawal");
    expect(unknown).toHaveTextContent("Do not send it again");
    expect(within(unknown).getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record?codeTypes=withdraw");
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
    recordsDown = false;
    await user.click(within(unknown).getByRole("button", { name: "Check again" }));
    await nextReading();
    expect(await screen.findByRole("status", { name: "Withdrawal requested" })).toBeInTheDocument();
    expect(api.calls(WITHDRAW)).toHaveLength(1);
  });

  it("a refusal is not unconfirmed: no records are read, and the next try is a new intent", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { [WITHDRAW]: { success: false, errorCode: "insufficient.balance", message: "Insufficient balance" } },
    });
    await fillAndSend(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Insufficient balance");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls(WITHDRAW)).toHaveLength(2));
    const [first, second] = api.calls(WITHDRAW).map((request) => request.headers.get("Idempotency-Key"));
    expect(second).not.toBe(first);
    expect(api.calls(RECORDS)).toHaveLength(0);
  });
});

describe("/m/withdraw: a balance whose refresh failed", () => {
  it("after a money call the balance is asked again; one that could not be refreshed is shown as last known, not as the balance", async () => {
    let balanceCalls = 0;
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/v2/wallets/balance": () => (++balanceCalls === 1 ? json(ok(wallets)) : json({ success: false }, { status: 502 })),
        [WITHDRAW]: { success: false, errorCode: "insufficient.balance", message: "Insufficient balance" },
      },
    });
    await fillAndSend(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Insufficient balance");
    const summary = screen.getByRole("region", { name: "Your balance" });
    await waitFor(() => expect(within(summary).getByText(/^Last known, as of \d\d:\d\d$/)).toBeInTheDocument());
    expect(within(summary).getByText("Withdrawable now").nextElementSibling).toHaveAccessibleDescription(/^Last known, as of/);
    expect(balanceCalls).toBeGreaterThanOrEqual(2);
  });
});

describe("/m/withdraw: a member who leaves while a withdrawal is unconfirmed", () => {
  it("coming back takes up the reading of the records under the same intent, never a fresh form, and shows it done", async () => {
    let recorded = false;
    const api = {
      [WITHDRAW]: lostConnection,
      [RECORDS]: () => json(recordsPage(recorded ? [withdrawalRecord(100)] : [])),
    };
    const first = renderApp({ route: "/m/withdraw", session: memberSession(), api });
    await fillAndSend(first.user);
    expect(await screen.findByText("We could not confirm your withdrawal yet — checking")).toBeInTheDocument();
    // The kept intent names the amount and card, never the password.
    const kept = window.sessionStorage.getItem("MONEY_INTENTS") ?? "";
    expect(JSON.parse(kept)).toMatchObject({ "wallet.withdraw": { owner: "player_one", value: { payload: { amount: 100, bankCardId: 3301 } } } });
    expect(kept).not.toContain("135790");
    first.unmount();

    recorded = true;
    const again = renderApp({ route: "/m/withdraw", session: memberSession(), api });
    expect(await screen.findByText("We could not confirm your withdrawal yet — checking")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeDisabled();
    await nextReading();
    expect(await screen.findByRole("status", { name: "Withdrawal requested" })).toBeInTheDocument();
    expect(first.api.calls(WITHDRAW)).toHaveLength(1);
    expect(again.api.calls(WITHDRAW)).toHaveLength(0);
    expect(window.sessionStorage.getItem("MONEY_INTENTS")).toBeNull();
  });
});
