import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTurn, json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";

const session = memberSession();
const text = "My deposit of 500 has not arrived after 30 minutes.";

describe("/m/feedback (FEEDBACK3, spec §5)", () => {
  it("asks for 10 to 500 characters and sends nothing before", async () => {
    const { user, api } = renderApp({ route: "/m/feedback", session });
    await user.click(await screen.findByRole("button", { name: "Send feedback" }));
    expect(screen.getByLabelText("Your feedback")).toHaveAccessibleDescription("Please enter 10 to 500 characters");
    expect(screen.getByLabelText("Your feedback")).toHaveFocus();
    await user.type(screen.getByLabelText("Your feedback"), "too short");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getByLabelText("Your feedback")).toHaveAccessibleDescription("Please enter 10 to 500 characters");
    expect(api.calls("PUT /wps/feedback")).toHaveLength(0);
  });

  it("sends the text as JSON with PUT, then thanks the member and offers a fresh form", async () => {
    const { user, api } = renderApp({ route: "/m/feedback", session, api: { "PUT /wps/feedback": ok(true) } });
    await user.type(await screen.findByLabelText("Your feedback"), `  ${text} `);
    expect(screen.getByText(`${text.length + 3}/500`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Feedback received")).toBeInTheDocument();
    const [call] = api.calls("PUT /wps/feedback");
    expect(call!.headers.get("Content-Type")).toContain("application/json");
    expect(await call!.json()).toEqual({ content: text });
    await user.click(screen.getByRole("button", { name: "Send more feedback" }));
    expect(await screen.findByLabelText("Your feedback")).toHaveValue("");
  });

  it("keeps the text when the send fails, and sends once more on a tap", async () => {
    const { user, api } = renderApp({
      route: "/m/feedback",
      session,
      api: { "PUT /wps/feedback": inTurn(() => json({ success: false, errorCode: "system.busy" }, { status: 500 }), ok(true)) },
    });
    await user.type(await screen.findByLabelText("Your feedback"), text);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("The system is busy, please try again later")).toBeInTheDocument();
    expect(screen.getByLabelText("Your feedback")).toHaveValue(text);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(api.calls("PUT /wps/feedback")).toHaveLength(2));
    expect(await screen.findByText("Feedback received")).toBeInTheDocument();
  });
});
