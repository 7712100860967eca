import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTurn, json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { feedbackSettings, imageFile } from "../testing/feedback-fixtures.ts";

const session = memberSession();
const settingsHandler = { "GET /wps/feedback/setting": ok(feedbackSettings) };
const text = "My deposit of 500 has not arrived after 30 minutes.";

describe("/m/feedback (FEEDBACK3, spec §5)", () => {
  it("names every wrong field and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/feedback", session, api: settingsHandler });
    await user.click(await screen.findByRole("button", { name: "Send feedback" }));
    expect(screen.getByLabelText("Category")).toHaveAccessibleDescription("Please choose one");
    expect(screen.getByLabelText("Your feedback")).toHaveAccessibleDescription("Please enter 10 to 500 characters");
    expect(screen.getByLabelText("Category")).toHaveFocus();
    expect(api.calls("POST /wps/feedback")).toHaveLength(0);
  });

  it("refuses a wrong type, a large image and a 4th image by name, and sends 3 with the text", async () => {
    const { user, api } = renderApp({
      route: "/m/feedback",
      session,
      api: { ...settingsHandler, "POST /wps/feedback": ok({ feedbackId: 64021, createdAt: "2026-11-21T22:40:18+08:00" }) },
    });
    await user.selectOptions(await screen.findByLabelText("Category"), "DEPOSIT");
    await user.type(screen.getByLabelText("Your feedback"), text);
    const input = () => screen.getByLabelText("Add image");
    // The chooser's accept filter can be bypassed ("All files"): the rules still refuse.
    fireEvent.change(input(), { target: { files: [imageFile("gif.gif", "image/gif"), imageFile("huge.png", "image/png", 5 * 1024 * 1024)] } });
    expect(screen.getByRole("alert")).toHaveTextContent("gif.gif: only png or jpg images can be uploaded");
    expect(screen.getByRole("alert")).toHaveTextContent("huge.png: each image must be smaller than 5 MB");
    await user.upload(input(), [imageFile("1.png"), imageFile("2.jpg", "image/jpeg"), imageFile("3.png"), imageFile("4.png")]);
    expect(screen.getByRole("alert")).toHaveTextContent("4.png: you can upload at most 3 images");
    expect(screen.queryByLabelText("Add image")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove 3.png" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Feedback received")).toBeInTheDocument();
    expect(screen.getByText(/Reference no\. 64021/)).toBeInTheDocument();
    const [call] = api.calls("POST /wps/feedback");
    const body = await call!.clone().formData();
    expect(body.get("category")).toBe("DEPOSIT");
    expect(body.get("content")).toBe(text);
    // One part per image (jsdom's File loses its name on the way into fetch; the browser test checks the names).
    expect(body.getAll("images")).toHaveLength(3);
  });

  it("keeps the text and the images when the send fails, and sends once more on a tap", async () => {
    const { user, api } = renderApp({
      route: "/m/feedback",
      session,
      api: {
        ...settingsHandler,
        "POST /wps/feedback": inTurn(() => json({ success: false, errorCode: "system.busy" }, { status: 500 }), ok({ feedbackId: 7 })),
      },
    });
    await user.selectOptions(await screen.findByLabelText("Category"), "OTHER");
    await user.type(screen.getByLabelText("Your feedback"), text);
    await user.upload(screen.getByLabelText("Add image"), [imageFile("receipt.png")]);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("The system is busy, please try again later")).toBeInTheDocument();
    expect(screen.getByLabelText("Your feedback")).toHaveValue(text);
    expect(screen.getByRole("button", { name: "Remove receipt.png" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(api.calls("POST /wps/feedback")).toHaveLength(2));
    expect(await screen.findByText("Feedback received")).toBeInTheDocument();
  });

  it("shows the failure with Try again when the settings do not load", async () => {
    let first = true;
    const { user } = renderApp({
      route: "/m/feedback",
      session,
      api: {
        "GET /wps/feedback/setting": () => {
          const answer = first ? json({ success: false }, { status: 500 }) : json(ok(feedbackSettings));
          first = false;
          return answer;
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Category")).toBeInTheDocument();
  });
});
