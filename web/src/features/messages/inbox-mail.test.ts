import { describe, expect, it } from "vitest";
import { mailHtml, mailReward, mailTitle, senderKeyOf } from "./inbox-mail.ts";

describe("inbox message", () => {
  it("shows the subject as text", () => {
    expect(mailTitle({ subject: "<b>Your withdrawal</b> &amp; bonus" })).toBe("Your withdrawal & bonus");
  });

  it("unescapes entity-escaped content once, and leaves content with tags as it is", () => {
    expect(mailHtml({ content: "&lt;p&gt;Paid &lt;b&gt;￥1,000.00&lt;/b&gt;&lt;/p&gt;" })).toBe("<p>Paid <b>￥1,000.00</b></p>");
    expect(mailHtml({ content: "<p>5 &lt; 6</p>" })).toBe("<p>5 &lt; 6</p>");
    expect(mailHtml({})).toBe("");
  });

  it("knows the sender keys the clients translate", () => {
    expect(senderKeyOf("upline")).toBe("upline");
    expect(senderKeyOf("VIP Club")).toBeUndefined();
    expect(senderKeyOf(null)).toBeUndefined();
  });

  it("reads a reward from JSON text or an object, tickets counted by name", () => {
    const text = JSON.stringify({ promoType: "MANUAL", claimId: 1, title: "Weekend bonus", bonus: 288, point: "50", tickets: [{ ticketName: "Red packet" }, { ticketName: "Red packet" }] });
    expect(mailReward({ metadata: text })).toEqual({ title: "Weekend bonus", bonus: 288, points: 50, tickets: [{ name: "Red packet", count: 2 }] });
    expect(mailReward({ metadata: { promoName: "Rescue", ticketInfoList: [{ ticketName: "Egg" }] } })).toEqual({ title: "Rescue", bonus: 0, points: 0, tickets: [{ name: "Egg", count: 1 }] });
  });

  it("has no reward for a plain message or unreadable metadata", () => {
    expect(mailReward({ metadata: null })).toBeUndefined();
    expect(mailReward({ metadata: "{not json" })).toBeUndefined();
    expect(mailReward({ metadata: { promoType: "MANUAL" } })).toBeUndefined();
  });
});
