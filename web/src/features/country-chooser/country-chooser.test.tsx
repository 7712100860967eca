import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localKeys } from "../../lib/storage.ts";
import { ok } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../home/testing/home-handlers.ts";

const renderApp = renderAppWith(homeScreenHandlers);
const statusIn = (countryCode: string) => ({ "GET /wps/v2/system/status": ok({ maintenance: false, regionRestriction: false, location: { ip: "112.198.0.1", countryCode } }) });

describe("country chooser pop-up (spec §2)", () => {
  it("offers Malaysia and the Philippines to a visitor outside Malaysia; closing stores STARTUP_POP", async () => {
    const { user } = renderApp({ route: "/m/home", api: statusIn("PH") });
    const dialog = await screen.findByRole("dialog", { name: "Choose your site" });
    expect(within(dialog).getByRole("link", { name: /Philippines/ })).toHaveAttribute("href", expect.stringMatching(/^https:\/\//));
    await user.click(within(dialog).getByRole("button", { name: /Malaysia/ }));
    expect(screen.queryByRole("dialog", { name: "Choose your site" })).toBeNull();
    expect(window.localStorage.getItem(localKeys.startupPopup)).toBe("closed");
  });

  it("does not show again once closed", async () => {
    window.localStorage.setItem(localKeys.startupPopup, "closed");
    renderApp({ route: "/m/home", api: statusIn("PH") });
    await screen.findByRole("link", { name: "Log in" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose your site" })).toBeNull());
  });

  it("does not show in Malaysia", async () => {
    renderApp({ route: "/m/home", api: statusIn("MY") });
    await screen.findByRole("link", { name: "Log in" });
    expect(screen.queryByRole("dialog", { name: "Choose your site" })).toBeNull();
  });

  it("puts focus on staying in Malaysia, and Escape closes it like a choice (the one Modal)", async () => {
    const { user } = renderApp({ route: "/m/home", api: statusIn("PH") });
    const dialog = await screen.findByRole("dialog", { name: "Choose your site" });
    expect(within(dialog).getByRole("button", { name: /Malaysia/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Choose your site" })).toBeNull();
    expect(window.localStorage.getItem(localKeys.startupPopup)).toBe("closed");
  });

  it("closes with its close button too", async () => {
    const { user } = renderApp({ route: "/m/home", api: statusIn("SG") });
    const dialog = await screen.findByRole("dialog", { name: "Choose your site" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(window.localStorage.getItem(localKeys.startupPopup)).toBe("closed");
  });
});
