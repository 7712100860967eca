import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { inboxPage, message } from "../testing/inbox-fixtures.ts";

const INBOX = "GET /wps/relay/EMFE_getInbox";

describe("/m/webEmail", () => {
  it("asks the last 30 days, newest first, 20 a page", async () => {
    const { api } = renderApp({ route: "/m/webEmail", session: memberSession(), api: { [INBOX]: inboxPage([message(1, { read: true })]) } });
    await screen.findByRole("button", { name: /Message 1/ });
    const query = new URL(api.calls(INBOX)[0]!.url).searchParams;
    expect(Object.fromEntries([...query].filter(([name]) => !name.endsWith("Time")))).toEqual({ page: "1", size: "20", sort: "sendTime:desc" });
    expect(Number(query.get("endTime")) - Number(query.get("startTime"))).toBe(30 * 24 * 3_600_000);
  });

  it("opens a message: its unescaped, sanitised HTML, read at once and on the server with its recordSource, the count asked again", async () => {
    const { api, user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        [INBOX]: inboxPage([
          message(51008, { subject: "Your withdrawal has been paid", content: "&lt;p onclick=&quot;x()&quot;&gt;Paid &lt;b&gt;￥1,000.00&lt;/b&gt;&lt;/p&gt;" }),
          message(50990, { read: true }),
        ]),
        "PUT /wps/relay/EMFE_updateInboxRead": ok(true),
      },
    });
    const head = await screen.findByRole("button", { name: /Your withdrawal has been paid/ });
    expect(head).toHaveTextContent("From Customer service");
    expect(within(head).getByRole("img", { name: "Unread" })).toBeInTheDocument();
    // The footer's dot asks once the page has settled (lib/hydration.ts), then again after the read.
    await waitFor(() => expect(api.calls("GET /wps/relay/EMFE_getInboxUnreadCount")).toHaveLength(1));
    await user.click(head);
    expect(await screen.findByText("￥1,000.00")).toBeInTheDocument();
    expect(within(head).queryByRole("img", { name: "Unread" })).toBeNull();
    await waitFor(() => expect(api.calls("PUT /wps/relay/EMFE_updateInboxRead")).toHaveLength(1));
    const read = api.calls("PUT /wps/relay/EMFE_updateInboxRead")[0]!;
    expect(new URL(read.url).searchParams.get("recordSource")).toBe("MAIL");
    expect(await read.clone().json()).toEqual({ id: 51008 });
    await waitFor(() => expect(api.calls("GET /wps/relay/EMFE_getInboxUnreadCount").length).toBeGreaterThanOrEqual(2));
    expect(document.querySelector("[onclick]")).toBeNull();
  });

  it("shows a reward message's bonus, points and tickets, and where to claim them", async () => {
    const metadata = JSON.stringify({ promoType: "MANUAL", claimId: 70231, title: "Weekend deposit bonus", bonus: 288, point: 50, tickets: [{ ticketName: "Lucky red packet" }, { ticketName: "Lucky red packet" }] });
    const { user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: { [INBOX]: inboxPage([message("N-88123", { subject: "Your reward", senderName: "platform", read: true, recordSource: "CAMPAIGN", metadata })]) },
    });
    const head = await screen.findByRole("button", { name: /Your reward/ });
    expect(head).toHaveTextContent("From Platform");
    await user.click(head);
    const reward = await screen.findByRole("region", { name: "Weekend deposit bonus" });
    expect(reward).toHaveTextContent("Bonus ￥288.00");
    expect(reward).toHaveTextContent("50 points");
    expect(reward).toHaveTextContent("Lucky red packet × 2");
    expect(within(reward).getByRole("link", { name: "Claim it in the rewards centre" })).toHaveAttribute("href", "/m/receivingCenter");
  });

  it("deletes a message after confirmation, naming it and its recordSource, and lists the inbox again", async () => {
    let deleted = false;
    const { api, user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        [INBOX]: () => json(inboxPage(deleted ? [message(2, { read: true })] : [message("N-1", { read: true, recordSource: "CAMPAIGN" }), message(2, { read: true })])),
        "DELETE /wps/relay/EMFE_deleteInbox": () => {
          deleted = true;
          return json(ok(true));
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: /Message N-1/ }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Message N-1/ })).toBeNull());
    const query = new URL(api.calls("DELETE /wps/relay/EMFE_deleteInbox")[0]!.url).searchParams;
    expect(query.getAll("inboxIds")).toEqual(["N-1"]);
    expect(query.get("recordSource")).toBe("CAMPAIGN");
  });

  it("loads the next page while there is one", async () => {
    const { user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        [INBOX]: (request: Request) =>
          new URL(request.url).searchParams.get("page") === "2"
            ? json(inboxPage([message(3, { read: true })], 2))
            : json(inboxPage([message(1, { read: true }), message(2, { read: true })], 2)),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("button", { name: /Message 3/ })).toBeInTheDocument();
    expect(screen.getByText("That is all your messages")).toBeInTheDocument();
  });

  it("says 'No data' for an empty inbox", async () => {
    renderApp({ route: "/m/webEmail", session: memberSession(), api: { [INBOX]: inboxPage([], 0) } });
    expect(await screen.findByText("No data")).toBeInTheDocument();
  });

  it("a server error shows one translated message, and Try again loads the inbox", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        [INBOX]: () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(inboxPage([message(51008, { subject: "Withdrawal paid" })])),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(screen.queryByText("Internal Server Error")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: /Withdrawal paid/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
