// Mock scenarios, browser part: a `?mock=` scenario is kept for the browser session,
// reaches Prism as a Prefer header, and the panel's reset returns to defaults.
// Choosing a scenario in the panel is scenario-panel.test.tsx.
import { expect, test } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

test("the maintenance scenario shows the maintenance page; reset returns to the normal home", async ({ page }, testInfo) => {
  const prefers: (string | null)[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/wps/v2/system/status")) prefers.push(request.headers()["prefer"] ?? null);
  });

  await page.goto("/m/home?mock=getSystemStatus:maintenance");
  await expect(page.getByRole("heading", { name: "Under maintenance" })).toBeVisible();
  expect(prefers).toContain("example=maintenance");
  await expect(page).toHaveURL(/\/m\/home$/);
  await screenshot(page, testInfo, "maintenance-dark");

  // Kept for the browser session: a reload without the parameter still shows it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Under maintenance" })).toBeVisible();

  await page.getByRole("button", { name: "Mock scenarios" }).click();
  const panel = page.getByRole("dialog", { name: "Mock scenarios" });
  await expect(panel.getByText("getSystemStatus").first()).toBeVisible();
  await screenshot(page, testInfo, "mock-panel-dark");
  await panel.getByRole("button", { name: "Reset to defaults" }).click();
  await panel.getByRole("button", { name: "Close", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Under maintenance" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  expect(prefers.at(-1)).toBeNull();
});


// `?mock=getHotGames:nonexistent` was kept silently, Prism answered 404 and the screen said "System error".
test("an example the operation does not have is refused in a toast naming the valid ones, and never asked of Prism", async ({ page }, testInfo) => {
  const prefers: (string | null)[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/wps/relay/GCSGAME_hotGamesV2")) prefers.push(request.headers()["prefer"] ?? null);
  });

  await page.goto("/m/home?mock=getHotGames:nonexistent");
  const refusal = page.getByRole("alert").filter({ hasText: "Scenario not applied" });
  await expect(refusal).toHaveText(/^Scenario not applied: getHotGames has no example "nonexistent"\. Valid: hotGames, empty, .*systemBusy.*\.$/);
  await expect(page).toHaveURL(/\/m\/home$/);
  await screenshot(page, testInfo, "mock-unknown-example");
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, testInfo, "mock-unknown-example-320");

  await page.getByRole("button", { name: "Mock scenarios" }).click();
  await expect(page.getByRole("dialog", { name: "Mock scenarios" }).getByText("No scenario chosen: every call gets its default answer.")).toBeVisible();
  expect(prefers.filter((prefer) => prefer !== null)).toEqual([]);
});
