import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok } from "../../../testing/fixtures.ts";
import { renderApp, renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { helpTopics } from "../testing/content-fixtures.ts";

const handlers = { "GET /wps/system/helpCenter": ok(helpTopics) };

describe("/m/help", () => {
  it("shows the topic of ?i=1 and switches topic by tab", async () => {
    const { user } = renderApp({ route: "/m/help?i=1", api: handlers });
    const tabs = await screen.findByRole("tablist", { name: "Help topics" });
    expect(within(tabs).getByRole("tab", { name: "Deposit Help" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "How do I make a deposit?" })).toBeInTheDocument();
    await user.click(within(tabs).getByRole("tab", { name: "About Us" }));
    expect(await screen.findByText("Who we are")).toBeInTheDocument();
    expect(window.location.search).toBe("?i=0");
  });

  it("says there is no help content when the merchant has none", async () => {
    renderApp({ route: "/m/help", api: { "GET /wps/system/helpCenter": ok([]) } });
    expect(await screen.findByText("No help content yet")).toBeInTheDocument();
  });
});

describe("/m/read/{topic}", () => {
  it("shows the game guide of the topic under its category title", async () => {
    renderApp({ route: "/m/read/live", api: handlers });
    expect(await screen.findByText("Play baccarat with real dealers.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Live casino" })).toBeInTheDocument();
    // The header's right side shows the extra (search) control instead of customer service.
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Customer service" })).toBeNull();
  });

  it("says so when the topic has no guide yet", async () => {
    renderApp({ route: "/m/read/sport", api: handlers });
    expect(await screen.findByText("There is no guide for this game type yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "More help" })).toHaveAttribute("href", "/m/help");
  });

  it("sends any other topic home", async () => {
    renderAppWith(homeScreenHandlers)({ route: "/m/read/nope", api: handlers });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
