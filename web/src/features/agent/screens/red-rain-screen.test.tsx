// /m/redRain: joining the open session moves money (the packet goes to the
// main wallet), so it goes through the money path (issue 29): one request per
// intent with its Idempotency-Key, and an answer that did not come is read
// back from the event after each of the machine's named delays (fake timers).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { agentFooterHandlers, agentSession, redPacketRain as rain } from "../testing/agent-fixtures.ts";
import { fakeTimersEachTest, lostConnection, nextReading, readAllRecords, requestIds } from "../../../testing/money-call.ts";

const renderApp = renderAppWith({ "GET /wps/member/info": memberInfo() }, agentFooterHandlers);
const route = "/m/redRain";
const EVENT = "GET /wps/relay/PROMOFE_getRedPacketRain";
const JOIN = "POST /wps/relay/PROMOFE_joinRedPacketRain";


const joined = { activityStatus: "REGISTERED", amountWon: 18.88 } as const;
const caught = ok({ eventId: 8801, sessionId: 880104, amount: 18.88, sumBalance: 358218.88 });


fakeTimersEachTest();

describe("red-packet rain: joining a session (issue 29)", () => {
  it("a double tap sends one join with its request id; the packet is told and the session then reads joined", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        [EVENT]: () => json(rain(done ? joined : {})),
        [JOIN]: async () => (await gate, (done = true), json(caught)),
      },
    });
    const button = await screen.findByRole("button", { name: "Join now" });
    await user.dblClick(button);
    await user.click(button);
    release();
    expect(await screen.findByText("You caught ￥18.88!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Join now" })).toBeNull());
    expect(api.calls(JOIN)).toHaveLength(1);
    expect(await api.calls(JOIN)[0]!.json()).toEqual({ eventId: 8801, sessionId: 880104 });
    expect(requestIds(api.calls(JOIN))[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("an answer that did not come: the join locks, says it is checking, and the session the event shows joined is told as caught, sent once", async () => {
    let done = false;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        [EVENT]: () => json(rain(done ? joined : {})),
        // The server paid the packet, but the answer was lost on the way back.
        [JOIN]: () => ((done = true), lostConnection()),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Join now" }));
    expect(await screen.findByText("We could not confirm your red packet yet — checking")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join now" })).toBeDisabled();
    await nextReading();
    expect(await screen.findByText("You caught ￥18.88!")).toBeInTheDocument();
    expect(api.calls(JOIN)).toHaveLength(1);
  });

  it("a join the event does not show: 'did not reach us', and Join now again sends the same intent under the same request id", async () => {
    let answer: () => Promise<Response> = lostConnection;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: { [EVENT]: () => json(rain()), [JOIN]: () => answer() },
    });
    await user.click(await screen.findByRole("button", { name: "Join now" }));
    await waitFor(() => expect(api.calls(JOIN)).toHaveLength(1));
    await readAllRecords();
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not reach us, and nothing was taken or credited. You can send it again.");
    answer = async () => json(caught);
    await user.click(screen.getByRole("button", { name: "Join now" }));
    expect(await screen.findByText("You caught ￥18.88!")).toBeInTheDocument();
    const [first, second] = requestIds(api.calls(JOIN));
    expect(api.calls(JOIN)).toHaveLength(2);
    expect(second).toBe(first);
  });

  it("an event that cannot be read: still unknown, no Join now, the bonus records and another reading", async () => {
    let eventDown = false;
    const { user, api } = renderApp({
      route,
      session: agentSession,
      api: {
        [EVENT]: () => (eventDown ? lostConnection() : json(rain())),
        // A gateway's answer: a 504 without the platform's envelope.
        [JOIN]: () => ((eventDown = true), Promise.resolve(new Response("Gateway Timeout", { status: 504 }))),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Join now" }));
    await readAllRecords();
    const unknown = await screen.findByRole("alert");
    expect(unknown).toHaveTextContent("We still cannot confirm your red packet");
    expect(unknown).toHaveTextContent("Do not send it again");
    expect(within(unknown).getByRole("link", { name: "Transaction records" })).toHaveAttribute("href", "/m/transaction/record?types=BONUS");
    expect(screen.queryByRole("button", { name: "Join now" })).toBeNull();
    expect(within(unknown).getByRole("button", { name: "Check again" })).toBeEnabled();
    expect(api.calls(JOIN)).toHaveLength(1);
  });
});

describe("red-packet rain: a session's state", () => {
  // Spec §3's labels are the root texts' (LL.activityStatus, shared with rewards); red rain words three
  // of them as a session's state ("Open" where a reward card says "Join").
  it("reads open and joined in the session's words, and closed as spec §3's label", async () => {
    renderApp({
      route,
      session: agentSession,
      api: { [EVENT]: () => json(rain({ activityStatus: "REGISTERED", amountWon: 18.88 })) },
    });
    const sessions = within(await screen.findByRole("list", { name: "" })).getAllByRole("listitem");
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toHaveTextContent(/Closed$/);
    expect(sessions[1]).toHaveTextContent(/Joined$/);
    const hero = screen.getByRole("heading", { level: 2, name: /Red-packet rain/ }).closest("section")!;
    expect(hero).toHaveTextContent("Open");
    expect(hero).not.toHaveTextContent("Join ");
  });
});
