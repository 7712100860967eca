import { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { prefetchHeld } from "./held-prefetch.ts";

const key = ["getMemberInfo", { account: "alice" }];

function counted(answer: () => Promise<number>) {
  const asked: AbortSignal[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) => {
    asked.push(signal);
    return answer();
  };
  return { asked, queryFn };
}

const observers = (client: QueryClient) => client.getQueryCache().find({ queryKey: key })?.getObserversCount() ?? 0;

describe("prefetchHeld", () => {
  it("asks once and observes the query until its answer is in, then lets it go", async () => {
    const client = new QueryClient();
    let answer = (_: number) => {};
    const { asked, queryFn } = counted(() => new Promise<number>((resolve) => (answer = resolve)));
    prefetchHeld(client, { queryKey: key, queryFn });
    expect(asked).toHaveLength(1);
    expect(observers(client)).toBe(1);
    answer(42);
    await waitFor(() => expect(client.getQueryData(key)).toBe(42));
    expect(observers(client)).toBe(0);
    expect(asked[0]!.aborted).toBe(false);
  });

  it("asks nothing and holds nothing when the answer is fresh", () => {
    const client = new QueryClient();
    client.setQueryData(key, 7);
    const { asked, queryFn } = counted(() => Promise.resolve(8));
    prefetchHeld(client, { queryKey: key, queryFn, staleTime: 3_000 });
    expect(asked).toHaveLength(0);
    expect(observers(client)).toBe(0);
  });

  it("lets the query go after a failure, with no unhandled rejection", async () => {
    const client = new QueryClient();
    const { asked, queryFn } = counted(() => Promise.reject(new Error("down")));
    prefetchHeld(client, { queryKey: key, queryFn, retry: false });
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe("error"));
    expect(asked).toHaveLength(1);
    expect(observers(client)).toBe(0);
  });
});
