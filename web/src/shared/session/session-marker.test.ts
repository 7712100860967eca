import { describe, expect, it } from "vitest";
import { memberSession } from "../../testing/fixtures.ts";
import { sessionMarker } from "./session-marker.ts";

describe("sessionMarker (flags never hold the token)", () => {
  it("marks a login by its user name and span, not its token", () => {
    const session = memberSession();
    expect(sessionMarker(session)).toMatch(/^[0-9a-f]{8}$/);
    expect(sessionMarker(session)).not.toContain(session.token.slice(0, 8));
    const relogged = { ...session, token: "another-token" };
    expect(sessionMarker(relogged)).toBe(sessionMarker(session));
    expect(sessionMarker({ ...session, spanId: "trace-2" })).not.toBe(sessionMarker(session));
    expect(sessionMarker({ ...session, userName: "player_two" })).not.toBe(sessionMarker(session));
  });
});
