import type { TranslationFunctions } from "../../i18n/i18n-types.ts";

/** Keys of LL.titles: one per route (spec §2 "Titles by route"). */
export type TitleKey = Exclude<keyof TranslationFunctions["titles"], "readTopics">;

/** Spec §2: /m/read/{live, sport, esport, rng, pvp, fish, lott}; other topics redirect home. */
export const readTopics = ["live", "sport", "esport", "rng", "pvp", "fish", "lott"] as const;
export type ReadTopic = (typeof readTopics)[number];

export function isReadTopic(topic: string | undefined): topic is ReadTopic {
  return readTopics.includes(topic as ReadTopic);
}

/** The translated title of a route; /m/read/* takes its topic's category name. */
export function routeTitle(LL: TranslationFunctions, key: TitleKey, params: Record<string, string>): string {
  if (key === "read" && isReadTopic(params.topic)) return LL.titles.readTopics[params.topic]();
  return LL.titles[key]();
}
