import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";
import { contractHandlers, fundsSettled, fundsWithRequests } from "../testing/contract-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers, contractHandlers);
const route = "/m/member/agent/getHourContract";

/** A section of the page, found by its heading. */
const section = async (name: string) => (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;

describe("the hourly salary contract page", () => {
  it("asks a second time when a downline earns more than the offer, then sends {contractId, status: A}", async () => {
    const { user, api } = renderApp({ route, session: agentSession, api: { "POST /wps/relay/MCSFE_processContractHourSalary": ok(null) } });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Sports" });
    expect(within(request).getByRole("columnheader", { name: "Team turnover per hour" })).toBeInTheDocument();
    expect(within(request).getByRole("cell", { name: "￥88.00" })).toBeInTheDocument();
    await user.click(within(request).getByRole("button", { name: "Accept" }));
    const first = await screen.findByRole("alertdialog");
    expect(first).toHaveTextContent("Accept these terms on Sports? They replace your contract on it.");
    await user.click(within(first).getByRole("button", { name: "Accept" }));
    const second = await screen.findByRole("alertdialog");
    await waitFor(() => expect(second).toHaveTextContent("A downline of yours already earns more than these terms. Accept anyway?"));
    expect(api.calls("POST /wps/relay/MCSFE_processContractHourSalary")).toHaveLength(0);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_processContractHourSalary")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_processContractHourSalary")[0]?.clone().json()).toEqual({ contractId: 7203, status: "A" });
  });

  it("answers the upline's change (V) with Agree (A) or Keep my contract (R)", async () => {
    const change = fundsWithRequests({
      contracthoursalreq: { SPORTS: [{ contractId: 7190, status: "V", hourSalaryRates: [{ minimumBet: 5000, activeMember: 3, rateType: "F", rate: 10 }] }] },
    });
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: { "GET /wps/member/info/funds/consolidated": ok(change), "POST /wps/relay/MCSFE_processContractHourSalary": ok(null) },
    });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Sports" });
    expect(within(request).getByText("Change requested")).toBeInTheDocument();
    await user.click(within(request).getByRole("button", { name: "Keep my contract" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep my contract" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_processContractHourSalary")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_processContractHourSalary")[0]?.clone().json()).toEqual({ contractId: 7190, status: "R" });
  });

  it("shows the agent's hourly contract and says when nothing waits", async () => {
    renderApp({ route, session: agentSession, api: { "GET /wps/member/info/funds/consolidated": ok(fundsSettled()) } });
    expect(await screen.findByText("Nothing waits for your answer.")).toBeInTheDocument();
    const mine = await section("My contracts");
    expect(await within(mine).findByRole("cell", { name: "￥12.00" })).toBeInTheDocument();
    expect(within(mine).getByText("In force")).toBeInTheDocument();
  });

  it("speaks Malay", async () => {
    renderApp({ route, session: agentSession, locale: "ms" });
    const request = await within(await section("Menunggu jawapan anda")).findByRole("article", { name: "Sukan" });
    expect(within(request).getByRole("button", { name: "Terima" })).toBeInTheDocument();
  });
});
