import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

function Broken(): never {
  throw new Error("chunk failed");
}

describe("ErrorBoundary", () => {
  it("shows the fallback instead of blanking the page", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>Something went wrong</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeInTheDocument();
    logged.mockRestore();
  });
});
