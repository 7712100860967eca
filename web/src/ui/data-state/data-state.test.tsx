import { PlatformError } from "@platform/sdk";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { DataState } from "./data-state.tsx";
import { combineQueries, type QueryLike } from "./query-like.ts";
import { Skeleton } from "./skeleton.tsx";

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

const view = (state: QueryLike<string[]>) => (
  <DataState query={state} skeleton={<Skeleton shape="rows" />} isEmpty={(items) => items.length === 0} empty={<p>Nothing here</p>}>
    {(items) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
  </DataState>
);

describe("DataState: loading, content, empty and failed are four different things", () => {
  it("shows the skeleton at once while the first answer is on its way", async () => {
    renderWithProviders(view(query({ isPending: true, isFetching: true })));
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeInTheDocument();
  });

  it("shows the content, or the empty state when the answer holds nothing", async () => {
    const { rerender } = renderWithProviders(view(query({ data: ["Mahjong Ways"] })));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Mahjong Ways");
    rerender(view(query({ data: [] })));
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a failure as one translated message with Try again, never as the empty state", async () => {
    const refetch = vi.fn();
    renderWithProviders(view(query({ error: new PlatformError({ kind: "api", status: 500, serverMessage: "Internal Server Error" }), refetch })));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(alert).not.toHaveTextContent("Internal Server Error");
    expect(screen.queryByText("Nothing here")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the content shown when a later refetch fails", async () => {
    renderWithProviders(view(query({ data: ["Mahjong Ways"], error: new PlatformError({ kind: "network" }) })));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Mahjong Ways");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("combineQueries", () => {
  it("waits for every answer and gives them in order", () => {
    expect(combineQueries(query({ data: 1 }), query<string>({ isPending: true })).isPending).toBe(true);
    expect(combineQueries(query({ data: 1 }), query({ data: "a" })).data).toEqual([1, "a"]);
  });

  it("fails once when any query failed, and retries every one without an answer", async () => {
    const failed = query<number>({ error: new PlatformError({ kind: "network" }), refetch: vi.fn() });
    const hanging = query<number>({ isPending: true, isFetching: true, refetch: vi.fn() });
    const answered = query({ data: 2, refetch: vi.fn() });
    const combined = combineQueries(answered, failed, hanging);
    expect(combined.isPending).toBe(false);
    expect(combined.error).toBe(failed.error);
    // A call still hanging behind the message does not hold Try again.
    expect(combined.isFetching).toBe(false);
    await combined.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(hanging.refetch).toHaveBeenCalledTimes(1);
    expect(answered.refetch).not.toHaveBeenCalled();
  });

  it("counts as retrying while a failed query is asked again", () => {
    const retrying = query<number>({ error: new PlatformError({ kind: "network" }), isFetching: true });
    expect(combineQueries(query({ data: 2 }), retrying).isFetching).toBe(true);
    expect(combineQueries(query({ data: 2, isFetching: true }), query<number>({ isPending: true })).isFetching).toBe(true);
  });
});
