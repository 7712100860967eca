import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../testing/test-utils.tsx";

describe("/m/install (install tutorials)", () => {
  it("shows both platforms' numbered steps to visitors too", async () => {
    renderApp({ route: "/m/install" });
    expect(await screen.findByRole("heading", { name: "Android" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "iPhone and iPad" })).toBeInTheDocument();
    expect(screen.getByText("Choose “Add to Home Screen”, then tap Add.")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(9);
    expect(document.title).toContain("Install tutorials");
  });
});
