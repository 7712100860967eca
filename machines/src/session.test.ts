import { describe, expect, it } from "vitest";
import { routeAfterLogin, sessionFromLogin } from "./session.ts";

describe("the session record (spec §3 MC_SESSION_INFO)", () => {
  it("takes the type from customerType and keeps the member id", () => {
    expect(sessionFromLogin({ token: "tok-1", userName: "player_one", customerType: 4, type: 0, firstTimeLogin: false, id: 7 }, "mc_demo")).toEqual({
      token: "tok-1",
      merchantCode: "mc_demo",
      userName: "player_one",
      type: 4,
      firstTimeLogin: false,
      id: 7,
    });
  });

  it("reads the id some servers send as customerId, and leaves it out when there is none", () => {
    expect(sessionFromLogin({ token: "t", userName: "u", customerType: 0, firstTimeLogin: true, customerId: 9 }, "mc").id).toBe(9);
    expect(sessionFromLogin({ token: "t", userName: "u", customerType: 0, firstTimeLogin: true }, "mc")).not.toHaveProperty("id");
  });

  it("sends a first login to change its password", () => {
    expect(routeAfterLogin({ token: "t", userName: "u", customerType: 0, firstTimeLogin: true })).toBe("/m/changePsw");
    expect(routeAfterLogin({ token: "t", userName: "u", customerType: 0, firstTimeLogin: false })).toBe("/m/home");
  });
});
