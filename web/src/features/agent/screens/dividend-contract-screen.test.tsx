import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";
import { contractHandlers, fundsWithRequests } from "../testing/contract-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers, contractHandlers);
const route = "/m/member/agent/getDevidendContract";

/** A section of the page, found by its heading. */
const section = async (name: string) => (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;

describe("the dividend contract page", () => {
  it("shows a product's request as its tiers and answers it once for all of them: {type, status}", async () => {
    const { user, api } = renderApp({ route, session: agentSession, api: { "POST /wps/relay/MCSFE_processContractDividend": ok(null) } });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Live casino" });
    expect(within(request).getByRole("cell", { name: "30%" })).toBeInTheDocument();
    expect(within(request).getByRole("cell", { name: "￥80,000.00" })).toBeInTheDocument();
    await user.click(within(request).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Refuse this request on Live casino?");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_processContractDividend")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_processContractDividend")[0]?.clone().json()).toEqual({ type: "LIVE", status: "R" });
  });

  it("reads the dividend requests under the desktop's name when the spec's is absent", async () => {
    const funds = fundsWithRequests({ divtypecompperiodreq: undefined });
    renderApp({ route, session: agentSession, api: { "GET /wps/member/info/funds/consolidated": ok(funds) } });
    expect(await within(await section("Waiting for your answer")).findByRole("article", { name: "Live casino" })).toBeInTheDocument();
  });

  it("shows the agent's contract on all products, each downline's by name, and who has none", async () => {
    renderApp({ route, session: agentSession });
    const mine = await section("My contracts");
    const own = await within(mine).findByRole("article", { name: "All products" });
    expect(within(own).getByRole("cell", { name: "15%" })).toBeInTheDocument();
    const offered = await section("Offered to my downlines");
    const wu = await within(offered).findByRole("article", { name: "sub_agent_wu" });
    expect(within(wu).getByRole("rowheader", { name: "Tier 2" })).toBeInTheDocument();
    expect(within(wu).getByText("In force")).toBeInTheDocument();
    expect(within(offered).getByText("Without a contract: sub_agent_tan")).toBeInTheDocument();
  });

  it("shows a downline's offer waiting for its answer before the terms in force", async () => {
    renderApp({
      route,
      session: agentSession,
      api: {
        "GET /wps/relay/MCSFE_getContractDividendInfo": ok({
          downline: [
            { receiverId: 100547, status: "A", productType: "CONS", minimumBet: 100000, netLoss: 20000, activeMember: 10, contractRate: 0.05 },
            { receiverId: 100547, status: "P", productType: "CONS", minimumBet: 100000, netLoss: 20000, activeMember: 10, contractRate: 0.08 },
          ],
        }),
      },
    });
    const tan = await within(await section("Offered to my downlines")).findByRole("article", { name: "sub_agent_tan" });
    expect(within(tan).getByText("Waiting for their answer")).toBeInTheDocument();
    expect(within(tan).getByRole("cell", { name: "8%" })).toBeInTheDocument();
    expect(within(tan).queryByRole("cell", { name: "5%" })).not.toBeInTheDocument();
  });
});
