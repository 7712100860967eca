// Spec §9 "VIP copy" and §2 "VIP club page" as data: the example's figures
// come from the one level table (vip-levels.ts), the page's constants are named.
import { TOP_VIP_LEVEL, vipLevel, VIP_LEVELS, type VipLevel } from "./vip-levels.ts";

/** Spec §2/§9: a tab scrolls its section to 80 px below the top. */
export const VIP_SCROLL_OFFSET_PX = 80;
/** Spec §9: level-up and monthly bonuses are claimed within 7 days or they lapse. */
export const VIP_BONUS_CLAIM_DAYS = 7;
/** Spec §9: withdrawal after 1× bonus turnover. */
export const VIP_BONUS_TURNOVER_TIMES = 1;
/** Spec §9: the example's level-up (level 2: bonus 28 for 30,000 turnover; monthly bonus 18 and above). */
const VIP_EXAMPLE_LEVEL = 2;
/** Spec §4/§9: the retention example (VIP 4 keeps its level with 500,000 a month). */
const VIP_RETENTION_EXAMPLE_LEVEL = 4;

/** The four sections of the page, in tab order (nav_item1 … nav_item4). */
export const VIP_SECTIONS = ["levels", "example", "notice", "terms"] as const;
export type VipSection = (typeof VIP_SECTIONS)[number];

function row(level: number): VipLevel {
  const entry = vipLevel(level);
  if (!entry) throw new Error(`no VIP level ${level}`);
  return entry;
}

/** The example section's figures, read from the table. */
export function vipExample() {
  const upgrade = row(VIP_EXAMPLE_LEVEL);
  const retention = row(VIP_RETENTION_EXAMPLE_LEVEL);
  const birthdayFrom = VIP_LEVELS.find((l) => l.birthdayBonus > 0) ?? row(TOP_VIP_LEVEL);
  return {
    upgrade: { level: upgrade.name, turnover: upgrade.cumulativeTurnover, bonus: upgrade.upgradeReward, monthlyBonus: upgrade.monthlyBonus },
    retention: { level: retention.name, monthly: retention.monthlyCondition, lower: row(VIP_RETENTION_EXAMPLE_LEVEL - 1).name },
    birthday: { from: birthdayFrom.name, max: Math.max(...VIP_LEVELS.map((l) => l.birthdayBonus)) },
  };
}

export interface ScrollPlace {
  /** Each section's top relative to the viewport, in tab order. */
  tops: readonly number[];
  /** Whether the page is scrolled to its end (the last section may never reach the offset). */
  atBottom: boolean;
}

/** The section a tab shows active: the last whose top has passed the offset line; the last one at the page's end. */
export function activeSection({ tops, atBottom }: ScrollPlace, offset: number = VIP_SCROLL_OFFSET_PX): number {
  if (atBottom && tops.length > 0) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top - offset <= 1) active = index;
  });
  return active;
}

/** The window's scroll position that puts a section's top at the offset line. */
export function scrollTarget(sectionTop: number, scrollY: number, offset: number = VIP_SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(scrollY + sectionTop - offset));
}
