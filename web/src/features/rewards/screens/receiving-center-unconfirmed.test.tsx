// A claim whose answer did not come is unconfirmed, never a failure
// to retry. Its item locks (and only its item), the claimed rewards or the
// claimed tickets are read after each of the machine's named delays (fake
// timers), and the member is told the truth.
import { MONEY_RECONCILE_DELAYS_MS } from "@platform/machines";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import type { ClaimableReward } from "../reward-types.ts";
import type { ClaimTicket } from "../reward-types.ts";
import { availability, depositBonus, upgradeBonus, wheelTicket } from "../testing/rewards-fixtures.ts";
import { fakeTimersEachTest, lostConnection, nextReading, readAllRecords, requestIds } from "../../../testing/money-call.ts";

const route = "/m/receivingCenter";
const session = memberSession();
const renderApp = renderAppWith({
  "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "REWCEN3"]),
  "GET /wps/relay/MCSFE_getAvailablePromotions": availability(),
  "GET /wps/relay/PROMOFE_getClaimTicketList": ok([]),
});

const LIST = "GET /wps/relay/MCSFE_getClaimPromotion";
const CLAIM = "POST /wps/relay/MCSFE_claimIssuedPromotion";
const TICKET = "POST /wps/relay/PROMOFE_claimTicket";
const TICKETS = "GET /wps/relay/PROMOFE_getClaimTicketList";


/** The rewards list: the open ones (status I), or the claimed ones (status C) a reconciliation reads. */
function rewardsByStatus(open: ClaimableReward[], claimed: () => ClaimableReward[] = () => []) {
  return (request: Request) => json(ok(new URL(request.url).searchParams.get("status") === "C" ? claimed() : open));
}

/** The ticket list: the available ones, or the claimed ones a reconciliation reads. */
function ticketsByStatus(available: ClaimTicket[], claimed: () => ClaimTicket[] = () => []) {
  return (request: Request) => json(ok(new URL(request.url).searchParams.get("status") === "CLAIMED" ? claimed() : available));
}



fakeTimersEachTest();

describe("rewards centre: a claim whose answer did not come", () => {
  it("locks that item only, says it is checking, and shows the claim the claimed rewards hold as done, sent once", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [LIST]: rewardsByStatus([upgradeBonus, depositBonus], () => [{ ...upgradeBonus, status: "C" }]),
        [CLAIM]: lostConnection,
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim VIP3 upgrade bonus" }));
    expect(await screen.findByText("We could not confirm your claim yet — checking")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Claim VIP3 upgrade bonus" })).toBeDisabled();
    // One intent per item: the other reward may still be claimed.
    expect(screen.getByRole("button", { name: "Claim First deposit bonus" })).toBeEnabled();
    await nextReading();
    expect(await screen.findByText("Claimed: ￥188.00")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Claimed" })).toBeDisabled();
    expect(screen.queryByText("We could not confirm your claim yet — checking")).toBeNull();
    expect(api.calls(CLAIM)).toHaveLength(1);
    expect(requestIds(api.calls(CLAIM))[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const read = api.calls(LIST).map((request) => new URL(request.url).searchParams).find((query) => query.get("status") === "C");
    expect(read?.get("promotionType")).toBe("UPGRADE_BONUS");
  });

  it("a ticket claim the claimed tickets do not show: 'did not reach us' under it, and the same intent goes again under the same request id", async () => {
    let answer: () => Promise<Response> = lostConnection;
    const { user, api } = renderApp({
      route,
      session,
      api: {
        [LIST]: rewardsByStatus([]),
        [TICKET]: () => answer(),
        [TICKETS]: ticketsByStatus([wheelTicket]),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim Lucky wheel ticket" }));
    await waitFor(() => expect(api.calls(TICKET)).toHaveLength(1));
    await readAllRecords();
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not reach us, and nothing was taken or credited. You can send it again.");
    const readings = api.calls(TICKETS).filter((request) => new URL(request.url).searchParams.get("status") === "CLAIMED");
    expect(readings).toHaveLength(MONEY_RECONCILE_DELAYS_MS.length);
    answer = async () => json(ok({ transactionId: "TK20261121000137", amount: 38, sumBalance: 100 }));
    await user.click(screen.getByRole("button", { name: "Claim Lucky wheel ticket" }));
    expect(await screen.findByText("Claimed: ￥38.00")).toBeInTheDocument();
    const [first, second] = requestIds(api.calls(TICKET));
    expect(api.calls(TICKET)).toHaveLength(2);
    expect(second).toBe(first);
  });

  it("a claimed item a later list leaves out stays on view as claimed", async () => {
    let claimed = false;
    const { user } = renderApp({
      route,
      session,
      api: {
        // The server's open list no longer holds a claimed reward.
        [LIST]: () => json(ok(claimed ? [] : [upgradeBonus])),
        [CLAIM]: () => ((claimed = true), json(ok({ claimedTickets: [{ rewardType: "BONUS", value: 188, ticketType: null }] }))),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim VIP3 upgrade bonus" }));
    expect(await screen.findByText("Claimed: ￥188.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Claimed" })).toBeDisabled();
    expect(screen.getByText("0 to claim")).toBeInTheDocument();
    expect(screen.queryByText("No rewards to claim right now")).toBeNull();
  });
});
