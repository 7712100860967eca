import type { RedPacketRain, RedPacketRainSession } from "./api/red-packet-rain.ts";

/**
 * The session a member can join now: the event is open to them (eligible)
 * and a session's state is JOIN (open, not yet joined). None otherwise.
 */
export function joinableSession(event: RedPacketRain): RedPacketRainSession | undefined {
  if (event.eligible === false) return undefined;
  return event.sessions.find((session) => session.activityStatus === "JOIN");
}
