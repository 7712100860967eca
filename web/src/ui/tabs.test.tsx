// The shared tab row and choice buttons at the keyboard (WAI-ARIA APG tabs with
// manual activation, radio group): one Tab stop, arrows/Home/End move.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChoiceButtons, rovingTarget, Tabs } from "./tabs.tsx";

const items = [
  { value: "all", label: "All" },
  { value: "hot", label: "Hot" },
  { value: "recent", label: "Recent" },
] as const;

describe("rovingTarget", () => {
  it("moves next and previous with wrapping, Home and End to the ends, and ignores other keys", () => {
    expect(rovingTarget("ArrowRight", 0, 3)).toBe(1);
    expect(rovingTarget("ArrowDown", 2, 3)).toBe(0);
    expect(rovingTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingTarget("ArrowUp", 1, 3)).toBe(0);
    expect(rovingTarget("Home", 2, 3)).toBe(0);
    expect(rovingTarget("End", 0, 3)).toBe(2);
    expect(rovingTarget("Enter", 0, 3)).toBeNull();
    expect(rovingTarget("ArrowRight", 0, 0)).toBeNull();
  });
});

describe("Tabs at the keyboard", () => {
  it("is one Tab stop (the current tab); arrows move focus without picking; Enter picks", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Tabs label="Game lists" tabs={items} current="hot" onSelect={onSelect} className="row" tabClassName="tab" />
        <button type="button">after</button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "before" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "Hot" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Recent" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Recent" })).toHaveFocus();
    await user.keyboard("{Home}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Recent" })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("recent");
    await user.tab();
    expect(screen.getByRole("button", { name: "after" })).toHaveFocus();
  });

  it("with no current tab, the first one is the Tab stop", () => {
    render(<Tabs label="Game lists" tabs={items} current={undefined} onSelect={() => undefined} className="row" tabClassName="tab" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe("ChoiceButtons at the keyboard", () => {
  function Methods() {
    const [current, setCurrent] = useState<string>("bank");
    return (
      <ChoiceButtons
        label="Payment method"
        choices={[
          { value: "bank", label: "Bank" },
          { value: "ewallet", label: "E-wallet" },
          { value: "usdt", label: "USDT" },
        ]}
        current={current}
        onSelect={setCurrent}
        className="row"
        choiceClassName="choice"
        currentClassName="choice--on"
      />
    );
  }

  it("is one Tab stop (the chosen one); arrows move and choose", async () => {
    const user = userEvent.setup();
    render(<Methods />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "Bank" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "E-wallet" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "E-wallet" })).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "USDT" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getAllByRole("radio").map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
  });
});
