import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentFooterHandlers, agentSession } from "../testing/agent-fixtures.ts";

// A refused agent lands on home: its calls are answered too.
const renderApp = renderAppWith(homeScreenHandlers, { "GET /wps/member/info": memberInfo() }, agentFooterHandlers);

const pending = { contractId: 40057, status: "PENDING", uplineName: "master_chen", effectiveDate: "2026-12-01", tiers: [{ minTeamBet: 50000, minActiveMembers: 5, salaryAmount: 208 }] };

function contractApi(decision: () => Response) {
  let current: Record<string, unknown> = pending;
  return {
    "GET /wps/relay/MCS2_getContractDailySalInfo": () => json(ok(current)),
    "GET /wps/relay/MCS2_getDailySalContractHist": ok([]),
    "POST /wps/relay/MCS2_processDailySalContract": () => {
      const answer = decision();
      if (answer.status === 200) current = { ...pending, status: "SIGNED" };
      return answer;
    },
  };
}

describe("a contract page (daily salary)", () => {
  it("shows the tiers and state, asks before accepting, sends the answer and shows the signed state", async () => {
    const { user, api } = renderApp({ route: "/m/member/agent/getSalaryContract", session: agentSession, api: contractApi(() => json(ok({ contractId: 40057, status: "SIGNED" }))) });
    expect(await screen.findByText("Waiting for your answer")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Tier 1" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "￥208.00" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("alertdialog");
    // Nothing is sent before the agent confirms.
    expect(api.calls("POST /wps/relay/MCS2_processDailySalContract")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCS2_processDailySalContract")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCS2_processDailySalContract")[0]?.clone().json()).toEqual({ contractId: 40057, action: "ACCEPT" });
    expect(await screen.findByText("In force")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("sends nothing when the agent cancels, and shows the server's reason when the answer is refused", async () => {
    const { user, api } = renderApp({
      route: "/m/member/agent/getSalaryContract",
      session: agentSession,
      api: contractApi(() => json({ success: false, errorCode: "contract.already.processed", message: "This contract has already been processed" })),
    });
    await user.click(await screen.findByRole("button", { name: "Refuse" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(api.calls("POST /wps/relay/MCS2_processDailySalContract")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Refuse" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refuse" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This contract has already been processed");
    expect(screen.getByText("Waiting for your answer")).toBeInTheDocument();
  });

  it("sends a non-contract agent (type 41) home", async () => {
    renderApp({ route: "/m/member/agent/getSalaryContract", session: { ...agentSession, type: 41 }, api: contractApi(() => json(ok({}))) });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
