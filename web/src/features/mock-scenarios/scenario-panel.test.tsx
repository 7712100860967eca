import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setScenarioSource } from "../../lib/scenario-source.ts";
import { json, type Handlers } from "../../testing/fake-api.ts";
import { systemStatus } from "../../testing/fixtures.ts";
import { renderApp } from "../../testing/test-utils.tsx";
import ScenarioPanel from "./scenario-panel.tsx";
import { contract } from "./testing/scenario-fixture.ts";
import { chooseScenarios, resetScenarios, scenarioFor, scenarioRefusals } from "./scenario-store.ts";

/** A fake Prism: the status answer follows the request's Prefer header. */
const prismStatus = (request: Request) =>
  json(systemStatus({ maintenance: request.headers.get("Prefer") === "example=maintenance" }));

beforeEach(() => setScenarioSource(scenarioFor));
afterEach(() => {
  vi.unstubAllEnvs();
  resetScenarios();
  scenarioRefusals.refused = [];
  setScenarioSource(undefined);
});

/** Prism answers the sandbox's state address 404. */
const prismHasNoSandbox = () => new Response("", { status: 404 });

function renderWithPanel(extra: Handlers = {}) {
  return renderApp({
    devtools: <ScenarioPanel />,
    route: "/m/trail",
    api: { "GET /docs/openapi.json": contract, "GET /wps/v2/system/status": prismStatus, "GET /__sandbox": prismHasNoSandbox, ...extra },
  });
}

describe("mock-scenario panel", () => {
  it("lists operations and their named examples from the contract", async () => {
    const { user } = renderWithPanel();
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    expect(await within(sheet).findByText("getSystemStatus")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "maintenance" }).closest("li")).toHaveTextContent("Under maintenance (status 1)");
    expect(within(sheet).getByRole("button", { name: /selfExcluded/ })).toHaveTextContent("HTTP 500");
    expect(within(sheet).getByText("No scenario chosen: every call gets its default answer.")).toBeInTheDocument();
  });

  it("applies a chosen scenario to the next request, and Reset returns to the defaults", async () => {
    const { user, api } = renderWithPanel();
    expect(await screen.findByRole("heading", { level: 1, name: "Free trial" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    await user.click(await within(sheet).findByRole("button", { name: "maintenance" }));

    expect(await screen.findByRole("heading", { name: "Under maintenance" })).toBeInTheDocument();
    expect(api.calls("GET /wps/v2/system/status").at(-1)?.headers.get("Prefer")).toBe("example=maintenance");
    expect(within(sheet).getByRole("button", { name: "maintenance" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(sheet).getByRole("button", { name: "Reset to defaults" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Under maintenance" })).not.toBeInTheDocument());
    expect(api.calls("GET /wps/v2/system/status").at(-1)?.headers.get("Prefer")).toBeNull();
  });

  it("clears one scenario", async () => {
    const { user } = renderWithPanel();
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    await user.click(await within(sheet).findByRole("button", { name: /selfExcluded/ }));
    expect(scenarioFor("login")).toBe("code=500, example=selfExcluded");
    await user.click(within(sheet).getByRole("button", { name: "Clear login" }));
    expect(scenarioFor("login")).toBeUndefined();
  });

  it("says when to use Prism and when the sandbox", async () => {
    const { user } = renderWithPanel();
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    expect(await within(sheet).findByText(/Prism mock: every named example and error on demand/)).toHaveTextContent("npm start -- --sandbox");
  });

  it("on the sandbox backend, shows its fixed codes and resets it, calling the sandbox itself (never through the dev server)", async () => {
    vi.stubEnv("VITE_SANDBOX_ADMIN", "http://127.0.0.1:4030/__sandbox");
    const sandbox = { sandbox: "stateful backend of the contract", captcha: "482913", smsCode: "601223" };
    const { user, api } = renderWithPanel({ "GET /__sandbox": sandbox, "POST /__sandbox/reset": { reset: true } });
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const note = await within(await screen.findByRole("dialog", { name: "Mock scenarios" })).findByRole("region", { name: "Sandbox backend" });
    expect(note).toHaveTextContent("Captcha 482913, SMS code 601223");
    await user.click(within(note).getByRole("button", { name: "Reset the sandbox" }));
    await waitFor(() => expect(api.calls("POST /__sandbox/reset")).toHaveLength(1));
    expect(api.calls("GET /__sandbox")[0]?.url).toBe("http://127.0.0.1:4030/__sandbox");
    expect(api.calls("POST /__sandbox/reset")[0]?.url).toBe("http://127.0.0.1:4030/__sandbox/reset");
  });

  it("in a build, which knows no sandbox address, shows Prism's note without asking", async () => {
    vi.stubEnv("VITE_SANDBOX_ADMIN", "");
    const { user, api } = renderWithPanel();
    await user.click(screen.getByRole("button", { name: "Mock scenarios" }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    expect(await within(sheet).findByText(/Prism mock: every named example and error on demand/)).toBeInTheDocument();
    expect(api.calls("GET /__sandbox")).toHaveLength(0);
  });

  it("says in a toast that a ?mock= example was not applied, naming the valid ones", async () => {
    scenarioRefusals.refused = [{ operationId: "getSystemStatus", example: "nonexistent", validExamples: ["normal", "maintenance"] }];
    renderWithPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent('Scenario not applied: getSystemStatus has no example "nonexistent". Valid: normal, maintenance.');
    expect(scenarioRefusals.refused).toEqual([]);
  });

  it("refuses a kept choice whose example the contract does not have once it is open, in the same toast", async () => {
    chooseScenarios({ getSystemStatus: { example: "retired" } });
    const { user } = renderWithPanel();
    await user.click(screen.getByRole("button", { name: /Mock scenarios/ }));
    const sheet = await screen.findByRole("dialog", { name: "Mock scenarios" });
    expect(await screen.findByRole("alert")).toHaveTextContent('Scenario not applied: getSystemStatus has no example "retired". Valid: normal, maintenance, badRequest.');
    expect(within(sheet).getByText("No scenario chosen: every call gets its default answer.")).toBeInTheDocument();
    expect(scenarioFor("getSystemStatus")).toBeUndefined();
  });
});
