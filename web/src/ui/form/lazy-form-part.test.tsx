import { screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { LazyFormPart } from "./lazy-form-part.tsx";

describe("LazyFormPart (a form's lazy part)", () => {
  it("draws the part once its code is in", async () => {
    const Part = lazy(async () => ({ default: () => <button type="button">Facebook</button> }));
    renderWithProviders(<LazyFormPart><Part /></LazyFormPart>);
    expect(await screen.findByRole("button", { name: "Facebook" })).toBeInTheDocument();
  });

  it("shows the network message in its place when its chunk cannot be fetched", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    renderWithProviders(
      <form aria-label="Register">
        <input aria-label="Username" defaultValue="royal_fan" />
        <LazyFormPart>
          <Part />
        </LazyFormPart>
      </form>,
    );
    expect(await screen.findByText("The network is slow or offline, please try again")).toBeInTheDocument();
    // The rest of the form stays, with what was typed.
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveValue("royal_fan");
    logged.mockRestore();
  });
});
