import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, memberSession, ok, trialSession, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { availability, depositBonus, rewardsAnswer, ticketsAnswer, upgradeBonus, wheelTicket } from "../testing/rewards-fixtures.ts";
import { memberInfo as memberInfoQuery } from "../../member/index.ts";

const route = "/m/receivingCenter";
const session = memberSession();
/** The merchant's switches with REWCEN3 on (the start-up default has it off). */
const flagOn = {
  "GET /wps/system/whitelabel": whitelabel(["MAILCEN", "CBS3", "FREEPLAY3", "REWCEN3"]),
  "GET /wps/relay/PROMOFE_getClaimTicketList": ticketsAnswer(),
  "GET /wps/relay/MCSFE_getAvailablePromotions": availability(),
};
const renderApp = renderAppWith(flagOn);

/** A claim answer that waits until released, so a second tap lands while the first is in flight. */
function held(body: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, json(body)), release };
}

describe("rewards centre", () => {
  it("lists each reward with its name, kind, what it gives, until when and its notes; a lapsed one reads closed", async () => {
    const { api } = renderApp({ route, session, api: { "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer() } });
    const claim = await screen.findByRole("button", { name: "Claim VIP3 upgrade bonus" });
    const vip = claim.closest("li")!;
    expect(within(vip).getByText("VIP bonus")).toBeInTheDocument();
    expect(within(vip).getByText("￥188.00")).toBeInTheDocument();
    expect(within(vip).getByText("Claim by 2027-01-31")).toBeInTheDocument();
    expect(within(vip).getByText("Details")).toBeInTheDocument();
    expect(await within(vip).findByText("Level-up bonus for reaching VIP3.")).toBeInTheDocument();
    const deposit = screen.getByRole("button", { name: "Claim First deposit bonus" }).closest("li")!;
    expect(within(deposit).getByText("Promotion bonus")).toBeInTheDocument();
    expect(within(deposit).getByText("￥288.00 + 50 points + Lucky wheel spin")).toBeInTheDocument();
    expect(within(deposit).getByText("No expiry")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Closed" })).toBeDisabled();
    expect(screen.getByText("2 to claim")).toBeInTheDocument();
    const query = new URL(api.calls("GET /wps/relay/MCSFE_getClaimPromotion")[0]!.url).searchParams;
    expect(query.get("status")).toBe("I");
    expect(query.get("promotionType")?.split(",")).toEqual(expect.arrayContaining(["MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL", "FIRST_DEPOSIT", "LUCKY_BET"]));
    expect(document.title).toMatch(/Rewards center/);
  });

  it("a double tap sends one claim; the item then reads Claimed and the availability (badge) and the wallet balance are asked again", async () => {
    const claim = held({ success: true, value: { claimedTickets: [{ rewardType: "BONUS", value: 188, ticketType: null }] } });
    const { user, api, queryClient } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([upgradeBonus]),
        "POST /wps/relay/MCSFE_claimIssuedPromotion": claim.handler,
      },
    });
    // The nav bar's badge reads this query (features/promotion-availability).
    queryClient.setQueryData(availablePromotions.key(undefined, session.userName), (availability().value as { content: unknown }).content);
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
    expect(await screen.findByText("Claimed: ￥188.00")).toBeInTheDocument();
    expect(screen.getByText("0 to claim")).toBeInTheDocument();
    expect(queryClient.getQueryState(availablePromotions.key(undefined, session.userName))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(memberInfoQuery.key(undefined, session.userName))?.isInvalidated).toBe(true);
  });

  it("lists the tickets and claims one with claimTicket by its transactionId; one whose conditions are unmet waits", async () => {
    const { user, api } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([]),
        "GET /wps/relay/PROMOFE_getClaimTicketList": ticketsAnswer([wheelTicket, { ...wheelTicket, transactionId: "TK2", name: "Free spins ticket", conditionStatus: ["Deposit ￥100 today"] }]),
        "POST /wps/relay/PROMOFE_claimTicket": ok({ transactionId: "TK20261121000137", amount: 38, sumBalance: 100 }),
      },
    });
    const tickets = await screen.findByRole("region", { name: "Tickets" });
    expect(within(tickets).getByText("Not yet: Deposit ￥100 today")).toBeInTheDocument();
    expect(within(tickets).getByRole("button", { name: "In progress" })).toBeDisabled();
    await user.click(within(tickets).getByRole("button", { name: "Claim Lucky wheel ticket" }));
    expect(await screen.findByRole("button", { name: "Claimed" })).toBeDisabled();
    const [request] = api.calls("POST /wps/relay/PROMOFE_claimTicket");
    expect(await request!.json()).toEqual({ transactionId: "TK20261121000137", isApp: "N" });
    expect(await screen.findByText("Claimed: ￥38.00")).toBeInTheDocument();
  });

  it("a claim refused until the mobile number is verified offers the way to complete it", async () => {
    const { user } = renderApp({
      route,
      session,
      api: {
        "GET /wps/relay/MCSFE_getClaimPromotion": rewardsAnswer([depositBonus]),
        "POST /wps/relay/MCSFE_claimIssuedPromotion": {
          success: false,
          errorCode: "prom.claim.req.field",
          message: "Please verify your mobile number to claim this reward",
          value: { data: "required.mobile_no_verified" },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Claim First deposit bonus" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your mobile number to claim this reward");
    expect(within(alert).getByRole("link", { name: "Complete now" })).toHaveAttribute("href", "/m/member/info");
    expect(screen.getByRole("button", { name: "Claim First deposit bonus" })).toBeEnabled();
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

  it("nothing to claim (no reward, no ticket) shows the empty state with a way to the promotions", async () => {
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

  // A trial balance is play money: no reward or ticket (red packet) is offered to it.
  it("refuses a trial account the one way (free_reject with Register now) and asks for no reward", async () => {
    const { api, user } = renderAppWith(homeScreenHandlers, flagOn)({ route, session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4 }) } });
    const refusal = await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(within(refusal).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(within(refusal).getByRole("button", { name: "Register now" })).toBeInTheDocument();
    await user.click(within(refusal).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(api.calls("GET /wps/relay/MCSFE_getClaimPromotion")).toHaveLength(0);
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
