import { describe, expect, it } from "vitest";
import { isCancelled, isSocialPage, parseFlow } from "./social-return.ts";

describe("the social sign-in's flow", () => {
  it("reads only a well-formed stored flow", () => {
    expect(parseFlow(JSON.stringify({ provider: "facebook" }))).toEqual({ provider: "facebook" });
    expect(parseFlow(JSON.stringify({ provider: "google", state: "old" }))).toEqual({ provider: "google" });
    expect(parseFlow(JSON.stringify({ provider: "twitter" }))).toBeUndefined();
    expect(parseFlow("{not json")).toBeUndefined();
    expect(parseFlow(null)).toBeUndefined();
  });

  it("comes back to the login or registration page it left", () => {
    expect(isSocialPage("/m/login")).toBe(true);
    expect(isSocialPage("/m/register")).toBe(true);
    expect(isSocialPage("/m/home")).toBe(false);
  });

  it("tells a cancellation from a failure by Firebase's code", () => {
    expect(isCancelled({ code: "auth/user-cancelled" })).toBe(true);
    expect(isCancelled({ code: "auth/network-request-failed" })).toBe(false);
    expect(isCancelled(new Error("boom"))).toBe(false);
  });
});
