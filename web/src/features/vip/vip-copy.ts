// Spec §9 "VIP copy" and §2 "VIP club page" as data: the example's figures
// come from the level table the page shows (vip-levels.ts), the page's
// constants are named.
import { VIP_LEVELS, type VipLevel } from "./vip-levels.ts";

/** Spec §2/§9: a tab scrolls its section to 80 px below the top. */
export const VIP_SCROLL_OFFSET_PX = 80;
/** Spec §9: level-up and monthly bonuses are claimed within 7 days or they lapse. */
export const VIP_BONUS_CLAIM_DAYS = 7;
/** Spec §9: withdrawal after 1× bonus turnover. */
export const VIP_BONUS_TURNOVER_TIMES = 1;
/** Spec §9: the example's level-up is the second level (level 2: bonus 28 for 30,000; monthly bonus 18 and above). */
const VIP_EXAMPLE_PLACE = 1;
/** Spec §4/§9: the retention example is the fourth level (VIP 4 keeps its level with 500,000 a month). */
const VIP_RETENTION_EXAMPLE_PLACE = 3;

/** The four sections of the page, in tab order (nav_item1 … nav_item4). */
export const VIP_SECTIONS = ["levels", "example", "notice", "terms"] as const;
export type VipSection = (typeof VIP_SECTIONS)[number];

/**
 * The example section's figures, read from a table: the spec's places when
 * the table has them, else the nearest level that can show the rule (a table
 * with fewer levels, or a merchant's whose fourth level keeps without a
 * monthly turnover). The spec's table when the given one is too short.
 */
export function vipExample(table: readonly VipLevel[] = VIP_LEVELS) {
  const levels = table.length >= 2 ? table : VIP_LEVELS;
  const upgrade = levels[Math.min(VIP_EXAMPLE_PLACE, levels.length - 1)]!;
  const kept = levels.map((level, place) => ({ level, place })).filter(({ place, level }) => place > 0 && level.monthlyCondition > 0);
  const retention = kept.find(({ place }) => place === VIP_RETENTION_EXAMPLE_PLACE) ?? kept.at(-1) ?? { level: levels.at(-1)!, place: levels.length - 1 };
  const birthdayFrom = levels.find((l) => l.birthdayBonus > 0) ?? levels.at(-1)!;
  return {
    upgrade: { level: upgrade.name, turnover: upgrade.cumulativeTurnover, bonus: upgrade.upgradeReward, monthlyBonus: upgrade.monthlyBonus },
    retention: { level: retention.level.name, monthly: retention.level.monthlyCondition, lower: levels[retention.place - 1]?.name ?? retention.level.name },
    birthday: { from: birthdayFrom.name, max: Math.max(...levels.map((l) => l.birthdayBonus)) },
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
