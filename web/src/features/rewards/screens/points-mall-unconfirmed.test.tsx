// A redemption or conversion whose answer did not come is
// unconfirmed, never a failure to retry: the sheet locks, the exchange history
// (a redemption) or the points balance (a conversion) are read after each of
// the machine's named delays (fake timers), and the member is told the truth.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";
import type { PointRedemption } from "../reward-types.ts";
import { pointRewardsAnswer } from "../testing/rewards-fixtures.ts";
import { fakeTimersEachTest, gatewayTimeout, lostConnection, nextReading, readAllRecords, requestIds } from "../../../testing/money-call.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:40:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:40:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const route = "/m/mall/mallHome";
const session = memberSession();
const renderApp = renderAppWith({
  // The points mall is drawn only with its switch on (PTSYS3; the start-up default has it off).
  "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "PTSYS3"]),
  "GET /wps/relay/MCSFE_getPointReward": pointRewardsAnswer(),
  "GET /wps/relay/MCSFE_getPointConfig": ok({ convertEnabled: true, pointsPerUnit: 100, minConvertPoints: 1000, maxConvertPointsPerDay: 20000 }),
  "GET /wps/relay/MCSFE_getPointRewardConversionType": ok([]),
  "GET /wps/relay/MCSFE_getRedeemPointList": ok({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
  "GET /wps/session/key/rsa": rsaKey,
});

const BALANCE = "GET /wps/relay/MCSFE_getPointBalance";
const HISTORY = "GET /wps/relay/MCSFE_getRedeemPointList";
const REDEEM = "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward";
const CONVERT = "POST /wps/relay/passwordCheck/MCSFE_convertPoint";

const balance = (points: number) => () => json(ok(points));
const history = (list: PointRedemption[]) => ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length });
const line = (overrides: Partial<PointRedemption>): PointRedemption => ({
  redeemId: "PR20261126104000001",
  rewardId: 6102,
  rewardName: "￥18.00 cash",
  points: 1800,
  status: "A",
  createdTime: Date.now(),
  remark: null,
  ...overrides,
});


async function confirmRedeem(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Redeem ￥18.00 cash" }));
  const sheet = screen.getByRole("dialog", { name: "Redeem ￥18.00 cash?" });
  await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135790");
  await user.click(within(sheet).getByRole("button", { name: "Redeem now" }));
  return sheet;
}

async function confirmConvert(user: ReturnType<typeof renderApp>["user"]) {
  const card = await screen.findByRole("region", { name: "Convert points to cash" });
  await user.click(within(card).getByRole("radio", { name: /2,000 pts/ }));
  await user.click(within(card).getByRole("button", { name: "Convert" }));
  const sheet = screen.getByRole("dialog", { name: "Convert points to cash" });
  await user.type(within(sheet).getByLabelText(/Withdrawal password/), "135790");
  return sheet;
}

fakeTimersEachTest();

describe("points mall: a points call whose answer did not come", () => {
  it("a redemption: the sheet locks and says it is checking; the line carrying its request id is found, the balance shown, sent once", async () => {
    let point = 2460;
    let sentKey: string | null = null;
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [BALANCE]: () => balance(point)(),
        // The server redeemed it, but the answer was lost on the way back.
        [REDEEM]: (request) => ((sentKey = request.headers.get("Idempotency-Key")), (point = 660), lostConnection()),
        // Newest first: another intent's line for the same reward, then ours.
        [HISTORY]: () => json(history([line({ redeemId: "PR-OTHER", requestId: "another-intent-0001" }), line({ requestId: sentKey })])),
      },
    });
    const sheet = await confirmRedeem(user);
    expect(await within(sheet).findByText("We could not confirm your redemption yet — checking")).toBeInTheDocument();
    expect(within(sheet).getByLabelText(/Withdrawal password/)).toBeDisabled();
    expect(within(sheet).getByRole("button", { name: "Redeem now" })).toBeDisabled();
    await nextReading();
    expect(await screen.findByText("Redeemed ￥18.00 cash")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("660 points")).toBeInTheDocument();
    expect(api.calls(REDEEM)).toHaveLength(1);
    expect(sentKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("a conversion whose answer was lost is found in the balance that fell by its points, sent once", async () => {
    let point = 2460;
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [BALANCE]: () => balance(point)(),
        [CONVERT]: () => ((point = 460), lostConnection()),
      },
    });
    const sheet = await confirmConvert(user);
    await user.click(within(sheet).getByRole("button", { name: "Convert" }));
    await nextReading();
    expect(await screen.findByText("Converted! ￥20.00 added to your wallet")).toBeInTheDocument();
    expect(await screen.findByText("460 points")).toBeInTheDocument();
    expect(api.calls(CONVERT)).toHaveLength(1);
  });

  it("a conversion the balance does not show: 'did not reach us' in the sheet, and Convert again sends the same intent under the same request id", async () => {
    let point = 2460;
    let answer: () => Promise<Response> = lostConnection;
    const { user, api } = renderApp({
      route,
      session,
      api: {
        // The points did not fall: nothing was converted.
        [BALANCE]: () => balance(point)(),
        [CONVERT]: () => answer(),
      },
    });
    const sheet = await confirmConvert(user);
    await user.click(within(sheet).getByRole("button", { name: "Convert" }));
    await waitFor(() => expect(api.calls(CONVERT)).toHaveLength(1));
    await readAllRecords();
    expect(await within(sheet).findByRole("alert")).toHaveTextContent("It did not reach us, and nothing was taken or credited. You can send it again.");
    expect(within(sheet).getByLabelText(/Withdrawal password/)).toHaveValue("135790");
    answer = async () => ((point = 460), json(ok({ amount: 20, pointBalance: 460 })));
    await user.click(within(sheet).getByRole("button", { name: "Convert" }));
    expect(await screen.findByText("Converted! ￥20.00 added to your wallet")).toBeInTheDocument();
    expect(await screen.findByText("460 points")).toBeInTheDocument();
    const [first, second] = requestIds(api.calls(CONVERT));
    expect(api.calls(CONVERT)).toHaveLength(2);
    expect(second).toBe(first);
  });

  it("a redemption still unknown: no Redeem now; once the sheet is closed the page says so and takes no other points call", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [BALANCE]: balance(2460),
        // A gateway's answer: a 504 without the platform's envelope.
        [REDEEM]: gatewayTimeout,
        // The mall's own list comes; every reading after the send is lost.
        [HISTORY]: (() => {
          let readings = 0;
          return () => (readings++ === 0 ? json(history([])) : lostConnection());
        })(),
      },
    });
    const sheet = await confirmRedeem(user);
    await readAllRecords();
    const unknown = await within(sheet).findByRole("alert");
    expect(unknown).toHaveTextContent("We still cannot confirm your redemption");
    expect(unknown).toHaveTextContent("Do not send it again");
    expect(within(unknown).getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record?types=BONUS");
    expect(within(sheet).queryByRole("button", { name: "Redeem now" })).toBeNull();
    await user.click(within(sheet).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("alert")).toHaveTextContent("We still cannot confirm your redemption");
    expect(screen.getByRole("button", { name: "Redeem ￥18.00 cash" })).toBeDisabled();
    expect(within(screen.getByRole("region", { name: "Convert points to cash" })).getByRole("button", { name: "Convert" })).toBeDisabled();
    expect(api.calls(REDEEM)).toHaveLength(1);
  });

  it("submits faster than a frame send one conversion", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [BALANCE]: balance(2460),
        [CONVERT]: async () => (await gate, json(ok({ amount: 20, pointBalance: 460 }))),
      },
    });
    const sheet = await confirmConvert(user);
    const form = within(sheet).getByRole("button", { name: "Convert" }).closest("form")!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(api.calls(CONVERT)).toHaveLength(1));
    release();
    expect(await screen.findByText("Converted! ￥20.00 added to your wallet")).toBeInTheDocument();
    expect(api.calls(CONVERT)).toHaveLength(1);
  });
});
