import { afterEach, describe, expect, it } from "vitest";
import { loginIntentOf, takeLaunchAfterLogin } from "./login-intent.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("login intent: what a history state may carry", () => {
  it("takes an in-app return path with its reason, the game's name and launch fields", () => {
    const state = { loginIntent: { returnTo: "/m/gameList?gameType=RNG", reason: "game", gameName: "Mahjong Ways", launch: { vassalage: "PG", nodeId: 7, odd: { no: 1 } } } };
    expect(loginIntentOf(state)).toEqual({ returnTo: "/m/gameList?gameType=RNG", reason: "game", gameName: "Mahjong Ways", launch: { vassalage: "PG", nodeId: 7 } });
  });

  it("refuses another origin, a protocol-relative path and the account pages as the place to return to", () => {
    for (const returnTo of ["https://evil.test/m/home", "//evil.test/m/home", "/m/login", "/m/register?x=1", "/m/changePsw", "javascript:alert(1)"]) {
      expect(loginIntentOf({ loginIntent: { returnTo, reason: "page" } }), returnTo).toBeUndefined();
    }
    expect(loginIntentOf(null)).toBeUndefined();
  });

  it("launches only for a game, and an unknown reason reads as a page", () => {
    expect(loginIntentOf({ loginIntent: { returnTo: "/m/home", reason: "promotion", launch: { vassalage: "PG" } } })).toEqual({ returnTo: "/m/home", reason: "promotion" });
    expect(loginIntentOf({ loginIntent: { returnTo: "/m/home", reason: "whatever" } })).toEqual({ returnTo: "/m/home", reason: "page" });
  });

  it("gives the game to launch once: the entry's state loses it, its other keys stay", () => {
    window.history.replaceState({ launchAfterLogin: { vassalage: "PG", nodeId: 7 }, appDepth: 2 }, "", "/m/home");
    expect(takeLaunchAfterLogin()).toEqual({ vassalage: "PG", nodeId: 7 });
    expect(window.history.state).toEqual({ appDepth: 2 });
    expect(takeLaunchAfterLogin()).toBeUndefined();
  });
});
