import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CACHED_AT_HEADER } from "../service-worker/cached-at.ts";
import { noteAnswer, noteAnswers, useLastKnownAt, type ShownAnswer } from "./last-known.ts";

const origin = "https://m.platform.test";
const cached = (at: string) => new Response("{}", { headers: { [CACHED_AT_HEADER]: at } });
const fresh = () => new Response("{}");
const shown: ShownAnswer = { data: { sumBalance: 1 }, isRefetchError: false, dataUpdatedAt: Date.parse("2026-11-26T09:00:00Z") };
/** When a view showing `path`'s current answer would say its figure was last known (the public surface: useLastKnownAt). */
const cachedAtOfPath = (path: string) => renderHook(() => useLastKnownAt(path, shown)).result.current;

describe("the page's note of answers from the worker's cache", () => {
  it("notes, per API path, whether the latest answer was a cached copy and when that copy was fetched", () => {
    noteAnswer(new Request(`${origin}/wps/member/info`), cached("2026-11-26T09:41:00.000Z"));
    expect(cachedAtOfPath("/wps/member/info")).toEqual(new Date("2026-11-26T09:41:00.000Z"));
    expect(cachedAtOfPath("/wps/relay/MCSFE_getPointBalance")).toBeNull();
    // The next answer came from the network: the balance is current again.
    noteAnswer(`${origin}/wps/member/info?x=1`, fresh());
    expect(cachedAtOfPath("/wps/member/info")).toBeNull();
  });

  it("wraps the app's fetch: every answer is noted and handed on unchanged", async () => {
    const answer = cached("2026-11-26T09:41:00.000Z");
    const fetchImpl = noteAnswers(async () => answer);
    await expect(fetchImpl(new URL(`${origin}/wps/relay/MCSFE_getPointBalance`))).resolves.toBe(answer);
    expect(cachedAtOfPath("/wps/relay/MCSFE_getPointBalance")).toEqual(new Date("2026-11-26T09:41:00.000Z"));
  });

  it("a view's figure is last known when its answer was a cached copy, or when its refresh failed; current otherwise", () => {
    const { result, rerender } = renderHook((query: ShownAnswer) => useLastKnownAt("/wps/member/info", query), { initialProps: shown });
    expect(result.current).toBeNull();

    act(() => noteAnswer(`${origin}/wps/member/info`, cached("2026-11-26T09:41:00.000Z")));
    expect(result.current).toEqual(new Date("2026-11-26T09:41:00.000Z"));
    // Nothing shown: nothing to mark.
    rerender({ ...shown, data: undefined });
    expect(result.current).toBeNull();

    act(() => noteAnswer(`${origin}/wps/member/info`, fresh()));
    rerender(shown);
    expect(result.current).toBeNull();
    // No worker (or no copy) and the refresh failed: the figure shown is as old as its answer.
    rerender({ ...shown, isRefetchError: true });
    expect(result.current).toEqual(new Date("2026-11-26T09:00:00Z"));
  });
});
