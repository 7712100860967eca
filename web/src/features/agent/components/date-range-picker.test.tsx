import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { DateRangePicker } from "./date-range-picker.tsx";

describe("the agent reports' date range: a custom range", () => {
  it("edits From and To on their own, explains a reversed range and keeps it, and applies a right one", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateRangePicker value={{ startDate: "2025-01-01", endDate: "2025-01-02" }} onChange={onChange} />);
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    expect(from).toHaveValue("2025-01-01");
    expect(to).toHaveValue("2025-01-02");

    fireEvent.change(from, { target: { value: "2025-01-10" } });
    expect(to).toHaveValue("2025-01-02");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The first date must not be after the last");
    expect(from).toHaveAccessibleDescription("The first date must not be after the last");
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(to, { target: { value: "2025-01-12" } });
    expect(from).toHaveValue("2025-01-10");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(onChange).toHaveBeenCalledWith({ startDate: "2025-01-10", endDate: "2025-01-12" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
