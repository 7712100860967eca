import { describe, expect, it } from "vitest";
import { CACHED_AT_HEADER, cachedAtOf, stampedForCache } from "./cached-at.ts";

describe("the mark on an answer from the worker's cache", () => {
  it("stamps the kept copy with when it was fetched, keeping the answer as it was", async () => {
    const fetchedAt = new Date("2026-11-26T09:41:00.000Z");
    const answer = new Response(JSON.stringify({ success: true, value: { sumBalance: 12580.5 } }), {
      status: 200,
      statusText: "OK",
      headers: { "Content-Type": "application/json" },
    });
    const copy = stampedForCache(answer, fetchedAt);
    expect(copy.status).toBe(200);
    expect(copy.statusText).toBe("OK");
    expect(copy.headers.get("Content-Type")).toBe("application/json");
    expect(copy.headers.get(CACHED_AT_HEADER)).toBe("2026-11-26T09:41:00.000Z");
    await expect(copy.json()).resolves.toEqual({ success: true, value: { sumBalance: 12580.5 } });
    expect(cachedAtOf(copy)).toEqual(fetchedAt);
  });

  it("reads no mark on a fresh answer, nor a mark that is not a time", () => {
    expect(cachedAtOf(new Response("{}"))).toBeNull();
    expect(cachedAtOf(new Response("{}", { headers: { [CACHED_AT_HEADER]: "yesterday-ish" } }))).toBeNull();
    expect(cachedAtOf(new Response("{}", { headers: { [CACHED_AT_HEADER]: "" } }))).toBeNull();
  });
});
