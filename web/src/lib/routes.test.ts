import { describe, expect, it } from "vitest";
import { appBase, href, paths, routeNames, routeTable, type RouteFacts } from "./routes.ts";

const facts: Readonly<Record<string, RouteFacts>> = routeTable;

describe("the route table (one description of a route)", () => {
  it("gives each path to one route, and each alias to one route that is not a path", () => {
    const all = routeNames.map((name) => facts[name]?.path);
    expect(new Set(all).size).toBe(all.length);
    const aliases = routeNames.flatMap((name) => facts[name]?.aliases ?? []);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(all, alias).not.toContain(alias);
  });

  it("keeps every route under the app's base and names its screen feature/name", () => {
    for (const name of routeNames) {
      expect(facts[name]?.path.startsWith(appBase), name).toBe(true);
      expect(facts[name]?.screen, name).toMatch(/^[a-z-]+\/[a-z-]+$/);
    }
  });

  it("derives each path constant from its route", () => {
    expect(paths.home).toBe("/m/home");
    expect(paths.settingsChangePassword).toBe("/m/set/changePsw");
    for (const name of routeNames) expect(paths[name]).toBe(facts[name]?.path);
  });
});

describe("href", () => {
  it("is the route's path without arguments", () => {
    expect(href("withdraw")).toBe("/m/withdraw");
  });

  it("appends a query, leaving out keys without a value and encoding the rest", () => {
    expect(href("help", { i: 2 })).toBe("/m/help?i=2");
    expect(href("activityDetail", { id: "a&b" })).toBe("/m/activityDetail?id=a%26b");
    expect(href("transactionRecord", { types: "A", from: undefined })).toBe("/m/transaction/record?types=A");
    expect(href("gameList", new URLSearchParams({ gameType: "RNG", vassalage: "PG" }))).toBe("/m/gameList?gameType=RNG&vassalage=PG");
    expect(href("notice", {})).toBe("/m/notice");
  });

  it("fills a route's :name segments, encoded", () => {
    expect(href("read", { topic: "live" })).toBe("/m/read/live");
    expect(href("read", { topic: "a/b" }, { q: 1 })).toBe("/m/read/a%2Fb?q=1");
  });

  it("refuses an unknown route or a missing parameter at compile time", () => {
    // @ts-expect-error no such route
    expect(() => href("hmoe")).toThrow();
    // @ts-expect-error /m/read/:topic needs its topic
    expect(href("read")).toBe("/m/read/");
    // @ts-expect-error no such path
    expect(paths.hmoe).toBeUndefined();
  });
});
