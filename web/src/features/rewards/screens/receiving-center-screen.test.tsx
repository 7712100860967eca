import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { availability, rewardsAnswer, upgradeBonus, wheelTicket } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/receivingCenter";
const session = memberSession();
/** The merchant's switches with REWCEN3 on (the start-up default has it off). */
const flagOn = { "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "REWCEN3"]) };
const renderApp = renderAppWith(flagOn);

/** A claim answer that waits until released, so a second tap lands while the first is in flight. */
function held(body: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, json(body)), release };
}

describe("rewards centre", () => {
  it("lists the rewards by type with their labels; only claim and join are enabled", async () => {
    renderApp({ route, session, api: { "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer() } });
    const vip = await screen.findByRole("region", { name: "VIP bonuses" });
    expect(within(vip).getByText("￥188.00")).toBeInTheDocument();
    expect(within(vip).getByText("Claim by 2026-11-26")).toBeInTheDocument();
    expect(within(vip).getByRole("button", { name: "Claim VIP3 upgrade bonus" })).toBeEnabled();
    expect(within(screen.getByRole("region", { name: "Promotion bonuses" })).getByRole("button", { name: "Applying" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Join Double 12 lucky draw" })).toBeEnabled();
    expect(screen.getByText("3 to claim")).toBeInTheDocument();
    expect(document.title).toMatch(/Rewards center/);
  });

  it("a double tap sends one claim; the item then reads Claimed and the availability (badge) and the wallet balance are asked again", async () => {
    const claim = held({ success: true, value: { promotionClaimId: 880012, amount: 188, sumBalance: 12768.5 } });
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([upgradeBonus]),
        "POST /wps/relay/MCSFE_claimIssuedPromotion": claim.handler,
        "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": availability(),
      },
    });
    // The nav bar's badge reads this query (features/promotion-availability).
    queryClient.setQueryData(availablePromotions.key(undefined, session.userName), availability().value);
    queryClient.setQueryData(memberInfoQuery.key(undefined, session.userName), memberInfo().value);
    const button = await screen.findByRole("button", { name: "Claim VIP3 upgrade bonus" });
    await user.dblClick(button);
    await user.click(button);
    claim.release();
    expect(await screen.findByRole("button", { name: "Claimed" })).toBeDisabled();
    expect(api.calls("POST /wps/relay/MCSFE_claimIssuedPromotion")).toHaveLength(1);
    const [request] = api.calls("POST /wps/relay/MCSFE_claimIssuedPromotion");
    expect(await request!.json()).toEqual({ promotionClaimId: 880012, promotionType: "UPGRADE_BONUS" });
    expect(request!.headers.get("ModuleId")).toBe("REWCEN3");
    expect(await screen.findByText("Claimed ￥188.00")).toBeInTheDocument();
    expect(screen.getByText("0 to claim")).toBeInTheDocument();
    expect(queryClient.getQueryState(availablePromotions.key(undefined, session.userName))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("claims a ticket with claimTicket by its transactionId", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([wheelTicket]),
        "POST /wps/relay/PROMOFE_claimTicket": ok({ transactionId: "TK20261121000137", amount: 38, sumBalance: 100 }),
        "GET /wps/relay/MCSFE_getMerchantAvailablePromotions": availability(),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim Lucky wheel ticket" }));
    expect(await screen.findByRole("button", { name: "Claimed" })).toBeDisabled();
    const [request] = api.calls("POST /wps/relay/PROMOFE_claimTicket");
    expect(await request!.json()).toEqual({ transactionId: "TK20261121000137", isApp: "N" });
  });

  it("a refusal shows the server's reason under the item, which stays claimable", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([upgradeBonus]),
        "POST /wps/relay/MCSFE_claimIssuedPromotion": {
          success: false,
          errorCode: "promotion.claim.condition.not.met",
          message: "Deposit at least ￥100 in the last 7 days to claim this bonus",
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim VIP3 upgrade bonus" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Deposit at least ￥100 in the last 7 days to claim this bonus");
    expect(screen.getByRole("button", { name: "Claim VIP3 upgrade bonus" })).toBeEnabled();
  });

  it("nothing to claim shows the empty state with a way to the promotions", async () => {
    renderApp({ route, session, api: { "GET /wps/relay/MCSFE_getClaimPromotion": ok([]) } });
    expect(await screen.findByText("No rewards to claim right now")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See promotions" })).toHaveAttribute("href", "/m/activity");
  });

  it("a failed list shows one message and Try again recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(rewardsAnswer([upgradeBonus])),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Claim VIP3 upgrade bonus" })).toBeEnabled());
  });

  it("a visitor is sent to log in", async () => {
    renderApp({ route });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });

  it("REWCEN3 off (the entry hidden, the address typed): 'coming soon', then home; no reward is asked for", async () => {
    const { api } = renderAppWith(homeScreenHandlers)({ route, session, api: { "GET /wps/member/info": memberInfo() } });
    expect(await screen.findByText("coming soon")).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"), { timeout: 2_000 });
    expect(api.calls("GET /wps/relay/MCSFE_getClaimPromotion")).toHaveLength(0);
  });
});
