import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";
import { contractHandlers, fundsSettled, fundsWithRequests } from "../testing/contract-fixtures.ts";

// A refused agent lands on home: its calls are answered too.
const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers, contractHandlers);
const route = "/m/member/agent/getSalaryContract";

/** A section of the page, found by its heading. */
const section = async (name: string) => (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;

describe("the daily salary contract page", () => {
  it("shows the upline's request with its tiers, asks before accepting, sends {id, status: A} and shows the contract in force", async () => {
    let answered = false;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        "GET /wps/member/info/funds/consolidated": () => json(ok(answered ? fundsSettled() : fundsWithRequests())),
        "POST /wps/relay/MCSFE_processDailySalaryContract": () => {
          answered = true;
          return json(ok(null));
        },
      },
    });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Slots" });
    expect(within(request).getByText("Waiting for your answer")).toBeInTheDocument();
    expect(within(request).getByText("Your upline offers you these terms.")).toBeInTheDocument();
    expect(within(request).getByRole("rowheader", { name: "Tier 2" })).toBeInTheDocument();
    expect(within(request).getByRole("cell", { name: "0.6% of turnover" })).toBeInTheDocument();
    expect(within(request).getByRole("cell", { name: "￥200,000.00" })).toBeInTheDocument();

    await user.click(within(request).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Accept these terms on Slots? They replace your contract on it.");
    // Nothing is sent before the agent confirms.
    expect(api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")[0]?.clone().json()).toEqual({ id: 5101, status: "A" });
    expect(await screen.findByText("Nothing waits for your answer.")).toBeInTheDocument();
    expect(await screen.findByText("Your answer was sent")).toBeInTheDocument();
  });

  it("sends nothing when the agent cancels, and shows the server's reason when the answer is refused", async () => {
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: { "POST /wps/relay/MCSFE_processDailySalaryContract": () => json({ success: false, errorCode: "contract.already.processed", message: "This contract has already been processed" }) },
    });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Slots" });
    await user.click(within(request).getByRole("button", { name: "Refuse" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")).toHaveLength(0);
    await user.click(within(request).getByRole("button", { name: "Refuse" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refuse" }));
    expect(await within(request).findByRole("alert")).toHaveTextContent("This contract has already been processed");
    expect(await api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")[0]?.clone().json()).toEqual({ id: 5101, status: "R" });
  });

  it("answers the upline's request to end the contract with Agree (C) or Keep my contract (A)", async () => {
    const ending = fundsWithRequests({ dailysalreqtype: { RNG: [{ id: 5088, status: "V", details: [{ betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.003 }] }] } });
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: { "GET /wps/member/info/funds/consolidated": ok(ending), "POST /wps/relay/MCSFE_processDailySalaryContract": ok(null) },
    });
    const request = await within(await section("Waiting for your answer")).findByRole("article", { name: "Slots" });
    expect(within(request).getByText("End requested")).toBeInTheDocument();
    expect(within(request).getByText("Your upline asks to end this contract.")).toBeInTheDocument();
    expect(within(request).getByRole("button", { name: "Keep my contract" })).toBeInTheDocument();
    await user.click(within(request).getByRole("button", { name: "Agree" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("End your contract on Slots?");
    await user.click(within(dialog).getByRole("button", { name: "Agree" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_processDailySalaryContract")[0]?.clone().json()).toEqual({ id: 5088, status: "C" });
  });

  it("shows the agent's contract, what it offered a downline by name, the salary paid and the history", async () => {
    renderApp({ route, session: agentSession });
    const mine = await section("My contracts");
    expect(await within(mine).findByRole("cell", { name: "0.5% of turnover" })).toBeInTheDocument();
    expect(within(mine).getByText("In force")).toBeInTheDocument();
    const offered = await within(await section("Offered to my downlines")).findByRole("article", { name: "sub_agent_wu" });
    expect(within(offered).getByText("Waiting for their answer")).toBeInTheDocument();
    const records = await section("Salary records");
    expect(await within(records).findByRole("cell", { name: "￥1,342.00" })).toBeInTheDocument();
    const history = await section("History");
    expect(await within(history).findAllByText(/master_chen/)).toHaveLength(2);
  });

  it("offers a downline the agent's tiers with the salaries it passes on, refusing more than its own", async () => {
    const { user, api } = renderApp({ route, session: agentSession, api: { "POST /wps/relay/MCSFE_applyContractDailySalary": ok(null) } });
    const form = await screen.findByRole("form", { name: "Offer a downline a contract" });
    await user.selectOptions(within(form).getByLabelText(/Downline/), "sub_agent_tan");
    const first = within(form).getByLabelText(/Tier 1: salary/);
    expect(first).toHaveValue("0.3");
    expect(first).toHaveAccessibleDescription("Turnover ￥50,000.00, 5 active. Yours: 0.3%");
    await user.clear(first);
    await user.type(first, "0.4");
    await user.click(within(form).getByRole("button", { name: "Send the offer" }));
    expect(await within(form).findByText("Enter a value from 0 to 0.3")).toBeInTheDocument();
    expect(api.calls("POST /wps/relay/MCSFE_applyContractDailySalary")).toHaveLength(0);
    await user.clear(first);
    await user.type(first, "0.25");
    await user.click(within(form).getByRole("button", { name: "Send the offer" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/MCSFE_applyContractDailySalary")).toHaveLength(1));
    expect(await api.calls("POST /wps/relay/MCSFE_applyContractDailySalary")[0]?.clone().json()).toEqual({
      receiverId: 100547,
      productType: "RNG",
      details: [
        { betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.0025 },
        { betVolume: 200000, activeMember: 15, rateType: "P", rate: 0.005 },
      ],
    });
    expect(await screen.findByText("Offer sent to sub_agent_tan")).toBeInTheDocument();
  });

  it("says when nothing waits and the agent holds no contract, and shows a failed load with Try again", async () => {
    let fail = true;
    const { user } = renderApp({
      route,
      session: agentSession,
      api: {
        "GET /wps/member/info/funds/consolidated": ok(fundsSettled()),
        "GET /wps/relay/MCSFE_getContractDailySalInfo": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(ok({ agent: [], downline: [] })),
      },
    });
    expect(await screen.findByText("Nothing waits for your answer.")).toBeInTheDocument();
    const mine = await section("My contracts");
    expect(await within(mine).findByRole("alert")).toHaveTextContent("The system is busy, please try again later");
    fail = false;
    await user.click(within(mine).getByRole("button", { name: "Try again" }));
    expect(await within(mine).findByText("You have no contract of this kind yet.")).toBeInTheDocument();
    expect(await screen.findByText("A contract of your own comes first: you offer within its tiers.")).toBeInTheDocument();
  });

  it("speaks Chinese: the request, its state and its answers", async () => {
    renderApp({ route, session: agentSession, locale: "cn" });
    const request = await within(await section("等待您的答复")).findByRole("article", { name: "电子" });
    expect(within(request).getByText("等待您的答复")).toBeInTheDocument();
    expect(within(request).getByRole("button", { name: "接受" })).toBeInTheDocument();
  });
});
