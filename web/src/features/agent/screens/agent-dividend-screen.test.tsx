import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";
import { dividendHandlers } from "../testing/contract-fixtures.ts";

const renderApp = renderAppWith(homeScreenHandlers, agentHomeHandlers, dividendHandlers);
const route = "/m/member/agent/agentDivident";

/** A section of the page, found by its heading. */
const section = async (name: string) => (await screen.findByRole("heading", { name, level: 2 })).closest("section") as HTMLElement;

describe("the dividend page", () => {
  it("shows the running period's dividend so far and the previous period's", async () => {
    renderApp({ route, session: agentSession });
    expect(await screen.findByText("Dividend so far")).toBeInTheDocument();
    expect(screen.getByText("￥6,411.00")).toBeInTheDocument();
    expect(screen.getByText("2026-11-01 to 2026-11-15", { selector: ".agent-card__row span" })).toBeInTheDocument();
    expect(screen.getByText("￥17,284.50", { selector: "dd *" })).toBeInTheDocument();
  });

  it("distributes a downline's dividend once confirmed, under one Idempotency-Key, and then shows it paid", async () => {
    let paid = false;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        "GET /wps/relay/ODSFE2_QueryDividend": async () => {
          const body = await (dividendHandlers["GET /wps/relay/ODSFE2_QueryDividend"] as { value: { list: { id: number; status: string }[] } }).value;
          return json(ok({ ...body, list: body.list.map((row) => (row.id === 88231 && paid ? { ...row, status: "PAID" } : row)) }));
        },
        "POST /wps/relay/ODSFE2_PayoutDividend": () => {
          paid = true;
          return json(ok(null));
        },
      },
    });
    const records = await section("Dividend records");
    const rows = await within(records).findAllByRole("listitem");
    // The agent's own dividend is not its to distribute.
    expect(within(rows[1]!).getByText("Yours")).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole("button", { name: "Distribute" })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText("To distribute")).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole("button", { name: "Distribute" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Distribute ￥4,274.00 to sub_agent_wu? It is paid from your balance.");
    await user.click(within(dialog).getByRole("button", { name: "Distribute" }));
    await waitFor(() => expect(api.calls("POST /wps/relay/ODSFE2_PayoutDividend")).toHaveLength(1));
    const sent = api.calls("POST /wps/relay/ODSFE2_PayoutDividend")[0]!;
    expect(await sent.clone().json()).toEqual({ id: 88231 });
    expect(sent.headers.get("Idempotency-Key")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText("Dividend distributed to sub_agent_wu")).toBeInTheDocument();
    await waitFor(() => expect(within(records).queryByRole("button", { name: "Distribute" })).not.toBeInTheDocument());
  });

  it("shows the platform's refusal of a distribution", async () => {
    const { user } = renderApp({
      route,
      session: agentSession,
      api: { "POST /wps/relay/ODSFE2_PayoutDividend": () => json({ success: false, errorCode: "insufficient.balance", message: "Insufficient balance" }) },
    });
    const records = await section("Dividend records");
    await user.click(await within(records).findByRole("button", { name: "Distribute" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Distribute" }));
    expect(await within(records).findByRole("alert")).toHaveTextContent("Insufficient balance");
  });

  it("says when there is no period and no settled dividend yet", async () => {
    renderApp({
      route,
      session: agentSession,
      api: {
        "GET /wps/relay/ODSFE2_getContractPreviousAndCurrentDividend": ok({ previous: null, current: null }),
        "GET /wps/relay/ODSFE2_QueryDividend": ok({ list: [], total: 0, totalPages: 0 }),
      },
    });
    expect(await screen.findByText("No dividend period yet")).toBeInTheDocument();
    expect(await screen.findByText("No settled dividend yet")).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    renderApp({ route, session: agentSession, locale: "cn" });
    expect(await screen.findByText("当前分红")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "派发" })).toBeInTheDocument();
  });
});
