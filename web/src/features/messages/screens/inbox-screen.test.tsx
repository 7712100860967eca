import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { inboxPage, message } from "../testing/inbox-fixtures.ts";

describe("/m/webEmail", () => {
  it("opens a message: its sanitised HTML, read at once and on the server, the count asked again", async () => {
    const { api, user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        "GET /wps/relay/CSP_getInbox": inboxPage([message(51008, { title: "Withdrawal paid", content: '<p onclick="x()">Paid <b>￥1,000.00</b></p>' }), message(50990, { read: true })]),
        "POST /wps/message/read": ok(true),
      },
    });
    const head = await screen.findByRole("button", { name: /Withdrawal paid/ });
    expect(within(head).getByRole("img", { name: "Unread" })).toBeInTheDocument();
    await user.click(head);
    expect(await screen.findByText("￥1,000.00")).toBeInTheDocument();
    expect(within(head).queryByRole("img", { name: "Unread" })).toBeNull();
    await waitFor(() => expect(api.calls("POST /wps/message/read")).toHaveLength(1));
    expect(await api.calls("POST /wps/message/read")[0]!.clone().text()).toBe("messageIds=51008");
    await waitFor(() => expect(api.calls("GET /wps/relay/CSP_unreadCount").length).toBeGreaterThanOrEqual(2));
    expect(document.querySelector("[onclick]")).toBeNull();
  });

  it("deletes a message after confirmation and lists the inbox again", async () => {
    let deleted = false;
    const { api, user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        "GET /wps/relay/CSP_getInbox": () => json(inboxPage(deleted ? [message(2, { read: true })] : [message(1, { read: true }), message(2, { read: true })])),
        "DELETE /wps/message/inbox": () => {
          deleted = true;
          return json(ok(true));
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: /Message 1/ }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Message 1/ })).toBeNull());
    expect(new URL(api.calls("DELETE /wps/message/inbox")[0]!.url).searchParams.get("messageIds")).toBe("1");
  });

  it("loads the next page while there is one", async () => {
    const { user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        "GET /wps/relay/CSP_getInbox": (request: Request) =>
          new URL(request.url).searchParams.get("pageNo") === "2"
            ? json(inboxPage([message(3, { read: true })], 2, 2))
            : json(inboxPage([message(1, { read: true }), message(2, { read: true })], 1, 2)),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("button", { name: /Message 3/ })).toBeInTheDocument();
    expect(screen.getByText("That is all your messages")).toBeInTheDocument();
  });

  it("says 'No data' for an empty inbox", async () => {
    renderApp({ route: "/m/webEmail", session: memberSession(), api: { "GET /wps/relay/CSP_getInbox": inboxPage([]) } });
    expect(await screen.findByText("No data")).toBeInTheDocument();
  });
  it("a server error shows one translated message, and Try again loads the inbox", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/webEmail",
      session: memberSession(),
      api: {
        "GET /wps/relay/CSP_getInbox": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(inboxPage([message(51008, { title: "Withdrawal paid" })])),
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
