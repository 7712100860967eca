// /m/transaction/record on ODSFE2_MemTransDet: the member's own
// movements, or a team member's in the agent grid's team view (?types=A).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { platformDayEnd, platformDayStart } from "../api/get-transactions.ts";
import { presetRange } from "../date-range.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { agentHomeHandlers, agentSession } from "../testing/agent-fixtures.ts";

const RECORDS = "GET /wps/relay/ODSFE2_MemTransDet";

/** Rows as the member centre's records carry them: the type as the server names it, the time in ms, the amount signed. */
const rows = [
  { txId: 880311, txTypeId: 2001, txTypeName: "Withdrawal", nameCn: "提款", remark: null, txTimeInTimestamp: Date.parse("2026-11-21T22:44:10+08:00"), customerName: "player_one", orderNo: "WD20261121224410032", currentAvailBalance: 9345.6, amount: -1000 },
  { txId: 880207, txTypeId: 4001, txTypeName: "Promotion", nameCn: "优惠", remark: "Weekend reload 10%", txTimeInTimestamp: Date.parse("2026-11-21T10:05:01+08:00"), customerName: "player_one", orderNo: null, currentAvailBalance: 10345.6, amount: 88 },
];

const renderApp = renderAppWith({ ...homeScreenHandlers, ...agentHomeHandlers, [RECORDS]: ok({ list: rows, page: 1, totalPages: 1 }) });

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request!.url).searchParams);

describe("/m/transaction/record", () => {
  it("lists the member's own movements of this month, as the server names them, with the signed amount, the balance after, the order and the remark", async () => {
    const { api } = renderApp({ route: "/m/transaction/record", session: memberSession() });
    const table = await screen.findByRole("table", { name: "Transaction records" });
    // The member's bets one tap away.
    expect(screen.getByRole("link", { name: "Bet records" })).toHaveAttribute("href", "/m/gameRecord");
    const [withdrawal, promotion] = within(table).getAllByRole("row").slice(1);
    expect([...withdrawal!.querySelectorAll("th, td")].map((cell) => cell.textContent)).toEqual([
      formatDateTime(rows[0]!.txTimeInTimestamp),
      "Withdrawal",
      expect.stringMatching(/^-\D*1,000\.00$/),
      expect.stringMatching(/9,345\.60$/),
      "WD20261121224410032",
      "",
    ]);
    expect(within(promotion!).getByRole("cell", { name: "Weekend reload 10%" })).toBeInTheDocument();
    expect(within(promotion!).getByRole("cell", { name: "￥88.00" })).toBeInTheDocument();
    // No member column outside the team view.
    expect(within(table).queryByRole("columnheader", { name: "Member" })).not.toBeInTheDocument();
    const month = presetRange("thisMonth");
    expect(queryOf(api.calls(RECORDS)[0])).toEqual({
      codeTypes: "",
      subordinateName: "player_one",
      startTime: String(platformDayStart(month.startDate)),
      endTime: String(platformDayEnd(month.endDate)),
      page: "1",
      size: "20",
      language: "EN",
      excludeTxTypeIds: "6231,4203,4223,6156,4253",
    });
  });

  it("reads the platform day's bounds in UTC+8", () => {
    expect(new Date(platformDayStart("2026-11-21")).toISOString()).toBe("2026-11-20T16:00:00.000Z");
    expect(new Date(platformDayEnd("2026-11-21")).toISOString()).toBe("2026-11-21T15:59:59.999Z");
  });

  it.each([
    ["?codeTypes=withdraw", "withdraw", "Withdrawal"],
    ["?codeTypes=deposit", "deposit", "Deposit"],
    // Older links (the rewards' and red rain's) name the older kinds.
    ["?types=BONUS", "dividend", "Promotion"],
  ])("%s opens on that kind", async (search, code, label) => {
    const { api } = renderApp({ route: `/m/transaction/record${search}`, session: memberSession() });
    expect(await screen.findByRole("combobox", { name: "Type" })).toHaveDisplayValue(label);
    await waitFor(() => expect(api.calls(RECORDS)).not.toHaveLength(0));
    expect(queryOf(api.calls(RECORDS)[0]).codeTypes).toBe(code);
  });

  it("a kind chosen is asked for from page 1", async () => {
    const { user, api } = renderApp({ route: "/m/transaction/record", session: memberSession(), api: { [RECORDS]: ok({ list: rows, page: 1, totalPages: 3 }) } });
    await screen.findByRole("table", { name: "Transaction records" });
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(queryOf(api.calls(RECORDS).at(-1)).page).toBe("2"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Deposit");
    await waitFor(() => expect(queryOf(api.calls(RECORDS).at(-1))).toMatchObject({ codeTypes: "deposit", page: "1" }));
  });

  it("the team view (?types=A) says whose each row is and reads a team member's by name", async () => {
    const teamRows = rows.map((row) => ({ ...row, customerName: "lucky_88" }));
    const { user, api } = renderApp({
      route: "/m/transaction/record?types=A",
      session: agentSession,
      api: { [RECORDS]: (request: Request) => json(ok({ list: new URL(request.url).searchParams.get("subordinateName") === "lucky_88" ? teamRows : [], page: 1, totalPages: 1 })) },
    });
    // The agent's own first.
    expect(await screen.findByText("No records for these dates")).toBeInTheDocument();
    expect(queryOf(api.calls(RECORDS)[0])).toMatchObject({ subordinateName: "agent_lee", excludeTxTypeIds: "6231,2004,4203,4223,6156,4253,6103,6202,6203" });
    const member = screen.getByRole("textbox", { name: "Member" });
    await user.clear(member);
    await user.type(member, "lucky_88");
    await user.click(within(screen.getByRole("search")).getByRole("button", { name: "Show" }));
    const table = await screen.findByRole("table", { name: "Transaction records" });
    expect(within(table).getByRole("columnheader", { name: "Member" })).toBeInTheDocument();
    expect(within(table).getAllByRole("cell", { name: "lucky_88" })).toHaveLength(2);
    // The team view is the agent's: no link to the agent's own bets.
    expect(screen.queryByRole("link", { name: "Bet records" })).not.toBeInTheDocument();
  });

  it("says when there is nothing for the dates, and offers Try again when the records cannot be read", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/transaction/record",
      session: memberSession(),
      api: { [RECORDS]: () => (fail ? json({ success: false }, { status: 500 }) : json(ok({ list: [], page: 1, totalPages: 0 }))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText("No records for these dates")).toBeInTheDocument();
  });
});
