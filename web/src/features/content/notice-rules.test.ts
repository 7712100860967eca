import { describe, expect, it } from "vitest";
import { memberSession, trialSession } from "../../testing/fixtures.ts";
import { activeIndex, isRead, MARK_READ_THROTTLE_MS, noticesOf, shouldMarkRead } from "./notice-rules.ts";
import { notice } from "./testing/content-fixtures.ts";

describe("notice rules (spec §2 'Notices screen', §4 'Announcement read')", () => {
  it("lists the player notices in the ticker's order, then the pop-ups not already listed", () => {
    const lists = { player: [notice(1), notice(2)], popup: [notice(2), notice(3, { type: "PU" })] };
    expect(noticesOf(lists).map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it("takes the active notice from `index` when it exists", () => {
    expect(activeIndex("1", 3)).toBe(1);
    expect(activeIndex("0", 3)).toBe(0);
    expect(activeIndex("3", 3)).toBeUndefined();
    expect(activeIndex("-1", 3)).toBeUndefined();
    expect(activeIndex("x", 3)).toBeUndefined();
    expect(activeIndex(null, 3)).toBeUndefined();
  });

  it("marks read only for a logged-in member whose type is not 4, and only an unread notice once", () => {
    expect(MARK_READ_THROTTLE_MS).toBe(150);
    expect(shouldMarkRead(memberSession(), { read: false }, false)).toBe(true);
    expect(shouldMarkRead(memberSession(), { read: true }, false)).toBe(false);
    expect(shouldMarkRead(memberSession(), { read: false }, true)).toBe(false);
    expect(shouldMarkRead(trialSession(), { read: false }, false)).toBe(false);
    expect(shouldMarkRead(null, { read: false }, false)).toBe(false);
  });

  it("shows a notice read when the server says so or it was opened here", () => {
    expect(isRead(notice(1, { read: true }), new Set())).toBe(true);
    expect(isRead(notice(1), new Set([1]))).toBe(true);
    expect(isRead(notice(1), new Set([2]))).toBe(false);
  });
});
