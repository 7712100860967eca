// Contract-shaped home data for the component tests.
import { ok } from "../../../testing/fixtures.ts";

export const banners = [
  { id: 9001, title: "Welcome bonus", url: "/mock-assets/banners/welcome-bonus.svg", groupName: "m_home", sequence: 1, clickPayload: { action: "PROMOTION", target: "5002" } },
  { id: 9002, title: "VIP Club", url: "/mock-assets/banners/vip-club.svg", groupName: "m_home", sequence: 2, clickPayload: { action: "ROUTE", target: "/m/vip" } },
];

const notices = [
  { id: 7101, type: "PL", title: "Scheduled maintenance on 2026-11-25", read: false },
  { id: 7102, type: "PL", title: "Fa Chai slots are now live", read: false },
];

export const popups = [
  { id: 7201, type: "PU", title: "Double Deposit Weekend", content: "<p>Deposit ￥100 or more.</p>", announcementImages: [{ url: "/mock-assets/popups/double-deposit.svg", sequence: 1 }] },
  { id: 7202, type: "PU", title: "Scheduled maintenance", content: "<p>02:00-04:00</p>", announcementImages: [] },
];

export const homeAnnouncements = (overrides: Record<string, unknown> = {}) =>
  ok({ promotion: [], banners, player: notices, popup: [], hot: [], footer: { unreadCount: 0 }, ...overrides });

export const helpTopics = [
  { tag: "about", title: "About Us", children: [{ title: "About Us", content: "<p>Hi</p>" }] },
  { tag: "instructions", title: "Game Instructions", children: [{ tag: "rng", title: "Slots", content: "<p>Spin</p>" }] },
];
