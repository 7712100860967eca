import { describe, expect, it } from "vitest";
import type { RedPacketRain } from "./api/red-packet-rain.ts";
import { joinableSession } from "./red-rain.ts";

const event = (overrides: Partial<RedPacketRain>): RedPacketRain => ({
  eventId: 8801,
  title: "Red-packet rain",
  activityStatus: "JOIN",
  serverTime: "2026-11-21T20:01:30+08:00",
  sessions: [
    { sessionId: 1, startTime: "2026-11-21T12:00:00+08:00", endTime: "2026-11-21T12:05:00+08:00", activityStatus: "CLOSED" },
    { sessionId: 2, startTime: "2026-11-21T20:00:00+08:00", endTime: "2026-11-21T20:05:00+08:00", activityStatus: "JOIN" },
  ],
  ...overrides,
});

describe("red-packet rain: which session can be joined", () => {
  it("is the open session when the member is eligible", () => {
    expect(joinableSession(event({ eligible: true }))?.sessionId).toBe(2);
  });

  it("is none when the member is not eligible, or no session is open", () => {
    expect(joinableSession(event({ eligible: false }))).toBeUndefined();
    expect(joinableSession(event({ sessions: [] }))).toBeUndefined();
  });
});
