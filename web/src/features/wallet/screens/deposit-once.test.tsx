// A deposit intent is sent once however it is tapped, opens at most
// one payment tab, and an answer that did not come is read back from the records.
import { MONEY_RECONCILE_DELAYS_MS } from "@platform/machines";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositHandlers } from "../testing/deposit-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers });
const LAUNCH = "POST /wps/relay/MCSFE_depositByLaunchUrl";
const RECORDS = "GET /wps/relay/ODSFE2_MemTransDet";

describe("/m/voucherCenter: one deposit per intent", () => {
  let tab: { closed: boolean; opener: unknown; location: { href: string }; close: () => void };
  beforeEach(() => {
    tab = { closed: false, opener: null, location: { href: "" }, close: vi.fn(() => (tab.closed = true)) };
    vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("a triple tap sends one request and opens one tab, which gets the payment page", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, api } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: { [LAUNCH]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "1000");
    const form = screen.getByRole("button", { name: "Deposit now" }).closest("form")!;
    // Three submits before the app draws again (taps faster than a frame, or Enter held down).
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(api.calls(LAUNCH)).toHaveLength(1));
    expect(window.open).toHaveBeenCalledTimes(1);
    answer(json(ok({ launchUrl: "https://pay.fastpay.test/checkout?order=DP1", transactionId: "DP1", qrImageUrl: null })));
    expect(await screen.findByRole("heading", { name: "Payment page opened" })).toBeInTheDocument();
    expect(tab.location.href).toBe("https://pay.fastpay.test/checkout?order=DP1");
    expect(api.calls(LAUNCH)[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("an answer that did not come is found in the records: the order is shown, the blank tab closed, nothing sent twice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: {
        [LAUNCH]: () => Promise.reject(new TypeError("Failed to fetch")),
        [RECORDS]: () =>
          json(
            ok({
              list: [{ txId: 880417, txTypeId: 1001, txTypeName: "Deposit", remark: null, txTimeInTimestamp: Date.now(), customerName: "player_one", orderNo: "DP20261126101900007", currentAvailBalance: 13580.5, amount: 1000 }],
              page: 1,
              totalPages: 1,
            }),
          ),
      },
    });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "1000");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));
    expect(await screen.findByText("We could not confirm your deposit yet — checking")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MONEY_RECONCILE_DELAYS_MS[0]!));
    expect(await screen.findByRole("heading", { name: "Deposit order recorded" })).toBeInTheDocument();
    expect(screen.getByText("DP20261126101900007")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(api.calls(LAUNCH)).toHaveLength(1);
    // The member's own deposits since the intent was sent, as the member centre asks them.
    const query = new URL(api.calls(RECORDS)[0]!.url).searchParams;
    expect(query.get("codeTypes")).toBe("deposit");
    expect(query.get("subordinateName")).toBe("player_one");
    expect(Number(query.get("startTime"))).toBeLessThanOrEqual(Date.now());
    expect(Number(query.get("endTime"))).toBeGreaterThan(Number(query.get("startTime")));
  });
});
