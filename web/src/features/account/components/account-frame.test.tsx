import { describe, expect, it } from "vitest";
import { accountFrameOf } from "./account-frame.tsx";

// An account route's page is its screen's own first render (src/prerender.tsx renders the app
// at the path); these screens' pages paint it before their script is fetched.
describe("account frames", () => {
  it("knows the account screens by their route-table keys, and no other", () => {
    expect(accountFrameOf("account/login")).toBe("login");
    expect(accountFrameOf("account/change-password")).toBe("changePassword");
    expect(accountFrameOf("home/home")).toBeNull();
    expect(accountFrameOf("toString")).toBeNull();
  });
});
