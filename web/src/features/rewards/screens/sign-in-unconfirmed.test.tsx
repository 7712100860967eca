// A check-in whose answer did not come is unconfirmed, never a
// failure to retry: the button locks, the days are read after each of the
// machine's named delays (fake timers), and the member is told the truth.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { signInConfig, signInDaysClaimed, signInDaysOf } from "../testing/rewards-fixtures.ts";
import { fakeTimersEachTest, lostConnection, nextReading, readAllRecords } from "../../../testing/money-call.ts";

const route = "/m/activity/signIn";
const session = memberSession();
const CONFIGS = "GET /wps/relay/MCSFE_getLoginPromotion";
const CALENDAR = "GET /wps/relay/MCSFE_getLoginPromotionConfigHistory";
const SIGN = "POST /wps/relay/MCSFE_claimLoginPromotion";
const configs = { [CONFIGS]: ok([signInConfig]) };
const signedThird = signInDaysClaimed();
const signInPromotion = signInDaysOf;


fakeTimersEachTest();

describe("daily sign-in: an answer that did not come", () => {
  it("locks the button, says it is checking, and shows the day the calendar reads signed as done, sent once", async () => {
    let signed = false;
    const { user, api } = renderApp({
      route,
      session,
      api: {
        ...configs,
        [CALENDAR]: () => json(ok(signed ? signedThird : signInPromotion())),
        // The server signed the day, but the answer was lost on the way back.
        [SIGN]: () => ((signed = true), lostConnection()),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    expect(await screen.findByText("We could not confirm your sign-in yet — checking")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check in today" })).toBeDisabled();
    await nextReading();
    expect(await screen.findByText("Checked in! You received ￥5.00")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
    expect(screen.getByText("Days checked in").nextSibling).toHaveTextContent("3");
    expect(api.calls(SIGN)).toHaveLength(1);
    expect(api.calls(SIGN)[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("a sign-in the calendar does not show: 'did not reach us', and Sign in again sends the same intent under the same request id", async () => {
    let answer: () => Promise<Response> = lostConnection;
    const { user, api } = renderApp({
      route,
      session,
      api: { ...configs, [CALENDAR]: ok(signInPromotion()), [SIGN]: () => answer() },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    await waitFor(() => expect(api.calls(SIGN)).toHaveLength(1));
    await readAllRecords();
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not reach us, and nothing was taken or credited. You can send it again.");
    answer = async () => json(ok(null));
    await user.click(screen.getByRole("button", { name: "Check in today" }));
    expect(await screen.findByText("Checked in! You received ￥5.00")).toBeInTheDocument();
    const [first, second] = api.calls(SIGN).map((request) => request.headers.get("Idempotency-Key"));
    expect(api.calls(SIGN)).toHaveLength(2);
    expect(second).toBe(first);
  });

  it("a calendar that cannot be read: still unknown, no Sign in button, Check again reads it again", async () => {
    let calendar: "before" | "down" | "signed" = "before";
    const { user, api } = renderApp({
      route,
      session,
      api: {
        ...configs,
        [CALENDAR]: () => (calendar === "down" ? lostConnection() : json(ok(calendar === "signed" ? signedThird : signInPromotion()))),
        // A gateway's answer: a 504 without the platform's envelope.
        [SIGN]: () => ((calendar = "down"), Promise.resolve(new Response("Gateway Timeout", { status: 504 }))),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Check in today" }));
    await readAllRecords();
    const unknown = await screen.findByRole("alert");
    expect(unknown).toHaveTextContent("We still cannot confirm your sign-in");
    expect(unknown).toHaveTextContent("Do not send it again");
    expect(within(unknown).getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record?types=BONUS");
    expect(screen.queryByRole("button", { name: "Check in today" })).toBeNull();
    calendar = "signed";
    await user.click(within(unknown).getByRole("button", { name: "Check again" }));
    await nextReading();
    expect(await screen.findByText("Checked in! You received ￥5.00")).toBeInTheDocument();
    expect(api.calls(SIGN)).toHaveLength(1);
  });

  it("taps faster than a frame send one request", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api } = renderApp({
      route,
      session,
      api: { ...configs, [CALENDAR]: ok(signInPromotion()), [SIGN]: async () => (await gate, json(ok(null))) },
    });
    const button = await screen.findByRole("button", { name: "Check in today" });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    release();
    expect(await screen.findByRole("button", { name: "Come back tomorrow" })).toBeDisabled();
    expect(api.calls(SIGN)).toHaveLength(1);
  });
});
