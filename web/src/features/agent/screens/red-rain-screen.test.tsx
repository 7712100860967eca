// /m/redRain, the red-envelope rain: the agent sends one amount to each of
// several direct downlines (ODSFE2_subordinateSimple, then the encrypted POST
// /wps/agent/transferMultipleDownline). It moves money, so it goes through the
// money path: asked to confirm, sent once with its Idempotency-Key,
// an answer that did not come read back from the agent's transfer records
// after the machine's named delays (fake timers), never offered as a retry.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carriesInClear, json } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { fakeTimersEachTest, lostConnection, readAllRecords, requestIds } from "../../../testing/money-call.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { rsaKey } from "../../account/testing/account-fixtures.tsx";
import { agentFooterHandlers, agentSession, simpleDownlineNames } from "../testing/agent-fixtures.ts";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T20:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T20:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderApp = renderAppWith({ "GET /wps/member/info": memberInfo(), "GET /wps/session/key/rsa": rsaKey, "GET /wps/relay/ODSFE2_subordinateSimple": simpleDownlineNames }, agentFooterHandlers);
const route = "/m/redRain";
const SEND = "POST /wps/agent/transferMultipleDownline";
const RECORDS = "GET /wps/relay/ODSFE2_MemTransDet";
const sent = ok({ totalAmount: 264, transferCount: 3, sumBalance: 12316.5 });

fakeTimersEachTest();

/** Fills the amount each and the password, sends, and confirms in the dialog. */
async function sendRain(user: ReturnType<typeof renderApp>["user"], amount = "88") {
  await user.type(await screen.findByLabelText("Amount each"), amount);
  await user.type(screen.getByLabelText("Withdrawal password"), "135790");
  await user.click(screen.getByRole("button", { name: "Send 3 red envelope(s)" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog).toHaveTextContent("3 downline(s) get ￥88.00 each, ￥264.00 in all, from your balance.");
  await user.click(within(dialog).getByRole("button", { name: "Send" }));
}

describe("red-envelope rain: the downlines and the total", () => {
  it("offers every downline but the agent itself, all chosen, and totals the amount each against the balance", async () => {
    const { user } = renderApp({ route, session: agentSession });
    const list = await screen.findByRole("group", { name: "Your downlines" });
    expect(within(list).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Choose all", "lucky_88", "sub_agent_wu", "xiaoming01"]);
    expect(within(list).getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(list).queryByText("agent_lee")).toBeNull();
    await user.type(screen.getByLabelText("Amount each"), "100");
    expect(screen.getByText("Total").nextElementSibling).toHaveTextContent("￥300.00");
    await user.click(within(list).getByRole("checkbox", { name: "sub_agent_wu" }));
    expect(screen.getByText("Total").nextElementSibling).toHaveTextContent("￥200.00");
    expect(screen.getByRole("button", { name: "Send 2 red envelope(s)" })).toBeEnabled();
    await user.click(within(list).getByRole("checkbox", { name: "Choose all" }));
    await user.click(within(list).getByRole("checkbox", { name: "Choose all" }));
    expect(screen.getByRole("button", { name: "Send 0 red envelope(s)" })).toBeDisabled();
    expect(screen.getByText("Choose at least one downline")).toBeInTheDocument();
  });

  it("will not send a total above the balance", async () => {
    const { user } = renderApp({ route, session: agentSession });
    await user.type(await screen.findByLabelText("Amount each"), "5000");
    expect(screen.getByText("The total is more than your balance")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send 3 red envelope(s)" })).toBeDisabled();
  });

  it("says so when the agent has no downline to send to", async () => {
    renderApp({ route, session: agentSession, api: { "GET /wps/relay/ODSFE2_subordinateSimple": ok({ list: [{ customerName: "agent_lee", customerId: 100007 }], totalPages: 1 }) } });
    expect(await screen.findByText("You have no downline to send to yet")).toBeInTheDocument();
  });
});

describe("red-envelope rain: sent exactly once", () => {
  it("asks first, then a double tap sends one encrypted request with its request id, tells what was sent and asks the balance again", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = renderApp({ route, session: agentSession, api: { [SEND]: async () => (await gate, json(sent)) } });
    await user.type(await screen.findByLabelText("Amount each"), "88");
    await user.type(screen.getByLabelText("Withdrawal password"), "135790");
    await user.click(screen.getByRole("button", { name: "Send 3 red envelope(s)" }));
    // Nothing leaves before the agent confirms.
    const dialog = await screen.findByRole("alertdialog");
    expect(api.calls(SEND)).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole("button", { name: "Send" }));
    release();
    expect(await screen.findByRole("heading", { name: "Sent ￥264.00 to 3 downline(s)" })).toBeInTheDocument();
    expect(screen.getByText(/lucky_88, sub_agent_wu, xiaoming01/)).toBeInTheDocument();
    const calls = api.calls(SEND);
    expect(calls).toHaveLength(1);
    expect(requestIds(calls)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await carriesInClear(calls[0]!, "135790")).toBe(false);
    expect(await calls[0]!.clone().json()).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/=]{40,}$/) });
    await waitFor(() => expect(api.calls("GET /wps/member/info").length).toBeGreaterThan(1));
    await user.click(screen.getByRole("button", { name: "Send more" }));
    expect(await screen.findByLabelText("Amount each")).toHaveValue("");
  });

  it("an answer that did not come: locked and checking, then the transfer the records show is told as sent, sent once", async () => {
    let done = false;
    let intent: string | null = null;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        // The server moved the money, but the answer was lost on the way back.
        [SEND]: (request: Request) => ((done = true), (intent = request.headers.get("Idempotency-Key")), lostConnection()),
        [RECORDS]: () =>
          json(
            ok({
              list: done
                ? ["xiaoming01", "sub_agent_wu", "lucky_88"].map((name, index) => ({
                    txId: 58830010 + index,
                    txTypeId: 3002,
                    txTypeName: "Transfer out",
                    orderNo: `TF2026112120300${index}`,
                    amount: -88,
                    currentAvailBalance: 12316.5 + index * 88,
                    txTimeInTimestamp: Date.now(),
                    remark: `Red-envelope rain to ${name}`,
                    requestId: intent,
                  }))
                : [],
              page: 1,
              totalPages: 1,
            }),
          ),
      },
    });
    await sendRain(user);
    expect(await screen.findByText("We could not confirm your red envelopes yet — checking")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Send \d/ })).toBeNull();
    await readAllRecords();
    expect(await screen.findByRole("heading", { name: "Sent ￥264.00 to 3 downline(s)" })).toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(1);
  });

  it("a refusal shows the server's reason and the agent may send again (a new intent)", async () => {
    const answers = [json({ success: false, errorCode: "payment.password.err", message: "Incorrect withdrawal password" }), json(sent)];
    const { user, api } = renderApp({ route, session: agentSession, api: { [SEND]: () => answers.shift()! } });
    await sendRain(user);
    expect(await screen.findByText("Incorrect withdrawal password")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send 3 red envelope(s)" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("heading", { name: "Sent ￥264.00 to 3 downline(s)" })).toBeInTheDocument();
    const ids = requestIds(api.calls(SEND));
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("cancelled in the dialog, nothing is sent", async () => {
    const { user, api } = renderApp({ route, session: agentSession, api: { [SEND]: () => json(sent) } });
    await user.type(await screen.findByLabelText("Amount each"), "88");
    await user.type(screen.getByLabelText("Withdrawal password"), "135790");
    await user.click(screen.getByRole("button", { name: "Send 3 red envelope(s)" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Back" }));
    expect(api.calls(SEND)).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send 3 red envelope(s)" })).toBeEnabled();
  });
});
