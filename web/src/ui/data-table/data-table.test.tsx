// The app's one table: its semantics (a named, focusable region holding a captioned table
// whose first column heads its row), and the cue that it scrolls, read from the region's own measures.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, type Column } from "./index.ts";
import { moreSides } from "./use-scroll-cue.ts";

interface Row {
  day: string;
  bets: number;
  status: string;
}

const rows: Row[] = [
  { day: "2026-11-01", bets: 1200, status: "Pending" },
  { day: "2026-11-02", bets: 80, status: "Paid" },
];

const columns: Column<Row>[] = [
  { key: "day", label: "Date", cell: (row) => row.day },
  { key: "bets", label: "Bet amount", cell: (row) => row.bets.toLocaleString("en"), numeric: true },
  { key: "status", label: "Status", cell: (row) => row.status },
];

/** The region's measures as a browser would report them: `content` px of table in a `box` px window. */
function measures(box: number, content: number) {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(box);
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(content);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("moreSides", () => {
  it("names the sides that hold more, with a px of slack for fractional widths", () => {
    expect(moreSides({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe("");
    expect(moreSides({ scrollLeft: 0, scrollWidth: 301, clientWidth: 300 })).toBe("");
    expect(moreSides({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toBe("end");
    expect(moreSides({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toBe("start end");
    expect(moreSides({ scrollLeft: 199.5, scrollWidth: 500, clientWidth: 300 })).toBe("start");
  });
});

describe("DataTable", () => {
  it("is a named, focusable region holding the captioned table; the first column heads each row; the member's row is current", () => {
    render(<DataTable caption="Team betting" columns={columns} rows={rows} rowKey={(row) => row.day} isCurrent={(row) => row.day === "2026-11-02"} footer={{ label: "Total", cells: { bets: "1,280" } }} />);
    const region = screen.getByRole("region", { name: "Team betting" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "Team betting" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Date", "Bet amount", "Status"]);
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["2026-11-01", "2026-11-02", "Total"]);
    const [, first, second, total] = within(table).getAllByRole("row");
    expect(first).not.toHaveAttribute("aria-current");
    expect(second).toHaveAttribute("aria-current", "true");
    expect(within(total!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1,280", ""]);
  });

  it("shows its caption above the region when asked, still naming the table; the region may carry the section's name", () => {
    render(<DataTable caption="Turnover of each level" showCaption label="Level benefits" columns={columns} rows={rows} rowKey={(row) => row.day} />);
    const region = screen.getByRole("region", { name: "Level benefits" });
    expect(within(region).getByRole("table", { name: "Turnover of each level" })).toBeVisible();
    expect(within(region).queryByText("Turnover of each level")).toBeNull();
    expect(screen.getByText("Turnover of each level")).toBeVisible();
  });

  it("cues more to the end when its columns are wider than the phone, both ways once scrolled, and none when they fit", () => {
    measures(300, 520);
    render(<DataTable caption="Team betting" columns={columns} rows={rows} rowKey={(row) => row.day} />);
    const region = screen.getByRole("region", { name: "Team betting" });
    // The frame around the region draws the cue.
    const frame = region.parentElement;
    expect(frame).toHaveAttribute("data-more", "end");

    act(() => {
      region.scrollLeft = 110;
      fireEvent.scroll(region);
    });
    expect(frame).toHaveAttribute("data-more", "start end");

    act(() => {
      region.scrollLeft = 220;
      fireEvent.scroll(region);
    });
    expect(frame).toHaveAttribute("data-more", "start");

  });

  it("measures again when the region or its table changes size (a turned phone, a narrower page of rows)", () => {
    const resized: (() => void)[] = [];
    const observed: Element[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    measures(300, 520);
    render(<DataTable caption="Team betting" columns={columns} rows={rows} rowKey={(row) => row.day} />);
    const region = screen.getByRole("region");
    expect(observed).toEqual([region, screen.getByRole("table")]);
    expect(region.parentElement).toHaveAttribute("data-more", "end");

    measures(300, 280);
    act(() => resized.forEach((callback) => callback()));
    expect(region.parentElement).toHaveAttribute("data-more", "");
  });
});

describe("a word column", () => {
  it("keeps a username whole: not in the block that wraps text, as the fixed column and as another", () => {
    const named: Column<Row & { name: string; agent: string }>[] = [
      { key: "name", label: "Member", cell: (row) => row.name, word: true },
      { key: "agent", label: "Direct agent", cell: (row) => row.agent, word: true },
      { key: "status", label: "Status", cell: (row) => row.status },
    ];
    render(<DataTable caption="Team bets" columns={named} rows={[{ ...rows[0]!, name: "sub_agent_wu", agent: "agent_lee" }]} rowKey={(row) => row.name} />);
    const name = screen.getByRole("rowheader", { name: "sub_agent_wu" });
    expect(name.querySelector(".data-table__wrap")).toBeNull();
    expect(screen.getByRole("cell", { name: "agent_lee" }).querySelector(".data-table__wrap")).toBeNull();
    expect(screen.getByRole("cell", { name: "Pending" }).querySelector(".data-table__wrap")).not.toBeNull();
  });
});
