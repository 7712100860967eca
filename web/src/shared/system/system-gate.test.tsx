import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localKeys } from "../../lib/storage.ts";
import { commonStore } from "../../stores/common.ts";
import { json } from "../../testing/fake-api.ts";
import { systemStatus } from "../../testing/fixtures.ts";
import { renderApp } from "../../testing/test-utils.tsx";

const statusAnswer = (status: { maintenance?: boolean; regionRestriction?: boolean }) => ({
  "GET /wps/v2/system/status": systemStatus(status),
});

describe("system status gate (spec §4)", () => {
  it("renders the app for status 0", async () => {
    renderApp({ route: "/m/trail" });
    expect(await screen.findByRole("heading", { level: 1, name: "Free trial" })).toBeInTheDocument();
    expect(commonStore.systemStatus).toBe(0);
  });

  it("shows the maintenance page for status 1 instead of the app", async () => {
    renderApp({ route: "/m/trail", api: statusAnswer({ maintenance: true }) });
    expect(await screen.findByRole("heading", { name: "Under maintenance" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
    expect(commonStore.systemStatus).toBe(1);
  });

  it("shows the maintenance page when maintenance and region restriction both apply", async () => {
    renderApp({ api: statusAnswer({ maintenance: true, regionRestriction: true }) });
    expect(await screen.findByRole("heading", { name: "Under maintenance" })).toBeInTheDocument();
  });

  it("shows the region page with the caller's IP for status 2", async () => {
    renderApp({ api: statusAnswer({ regionRestriction: true }) });
    expect(await screen.findByRole("heading", { name: "Service not available in your region" })).toBeInTheDocument();
    expect(screen.getByText("Your IP: 203.0.113.7")).toBeInTheDocument();
    expect(commonStore.systemStatus).toBe(2);
  });

  it("shows the status page in the member's language", async () => {
    renderApp({ api: statusAnswer({ maintenance: true }), locale: "cn" });
    expect(await screen.findByRole("heading", { name: "系统维护中" })).toBeInTheDocument();
  });

  it("shows the cached status at once, then the fresh one from the background refresh", async () => {
    window.localStorage.setItem(localKeys.systemStatus, JSON.stringify({ maintenance: true, regionRestriction: false }));
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderApp({ route: "/m/trail", api: { "GET /wps/v2/system/status": () => pending } });
    expect(screen.getByRole("heading", { name: "Under maintenance" })).toBeInTheDocument();
    answer(json(systemStatus()));
    expect(await screen.findByRole("heading", { level: 1, name: "Free trial" })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(localKeys.systemStatus) ?? "{}")).toMatchObject({ maintenance: false });
  });

  it("checks again when the member taps the retry button", async () => {
    let maintenance = true;
    const { user, api } = renderApp({
      route: "/m/trail",
      api: { "GET /wps/v2/system/status": () => json(systemStatus({ maintenance })) },
    });
    const retry = await screen.findByRole("button", { name: "Check again" });
    maintenance = false;
    await user.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Free trial" })).toBeInTheDocument();
    expect(api.calls("GET /wps/v2/system/status")).toHaveLength(2);
  });

  it("lets the app render when the status call fails and nothing is cached", async () => {
    renderApp({
      route: "/m/trail",
      api: { "GET /wps/v2/system/status": () => json({ success: false, errorCode: "system.busy", message: "busy" }, { status: 500 }) },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Free trial" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("busy"));
  });
});
