import type { components } from "@platform/sdk";
import { announcement } from "../../../testing/fixtures.ts";

type Announcement = components["schemas"]["Announcement"];

export const notice = (id: number, overrides: Partial<Announcement> = {}): Announcement => announcement(id, overrides);

export const noticeLists = (player: Announcement[], popup: Announcement[] = []) => ({
  success: true,
  value: { promotion: [], banners: [], player, popup, hot: [], footer: { unreadCount: player.filter((n) => !n.read).length } },
});

export const helpTopics = [
  { tag: "about", title: "About Us", children: [{ tag: "about", title: "About Us", content: "<p>Who we are</p>" }] },
  {
    tag: "deposit",
    title: "Deposit Help",
    children: [
      { title: "How do I make a deposit?", content: "<p>Log in, then tap Deposit in the footer.</p>" },
      { title: "My deposit has not arrived", content: "<p>Keep your receipt.</p>" },
    ],
  },
  {
    tag: "instructions",
    title: "Game Instructions",
    children: [
      { tag: "live", title: "Live Casino", content: "<p>Play baccarat with real dealers.</p>" },
      { tag: "lott", title: "Lottery", content: "<p>Pick your numbers.</p>" },
    ],
  },
];
