// Spec §2 "/m/help" and "/m/read/{topic}" as pure functions of the help centre's topics.
import type { components } from "@platform/sdk";
import { href } from "../../lib/routes.ts";

type HelpTopic = components["schemas"]["HelpTopic"];
type HelpEntry = HelpTopic["children"][number];

/** Spec §2: the help topic tagged as game instructions holds the /m/read articles. */
const INSTRUCTIONS_TAG = "instructions";

/** The topic the query's `i` picks: that index when it exists, else the first. */
export function helpTopicIndex(rawIndex: string | null, count: number): number {
  if (rawIndex === null || !/^\d+$/.test(rawIndex)) return 0;
  const index = Number(rawIndex);
  return index < count ? index : 0;
}

/** Spec §2: the /m/read article is the entry tagged `topic` among the instructions topic's entries. */
export function readArticle(topics: readonly HelpTopic[], topic: string): HelpEntry | undefined {
  return topics.find((entry) => entry.tag === INSTRUCTIONS_TAG)?.children.find((child) => child.tag === topic);
}

export function helpTopicPath(index: number): string {
  return href("help", { i: index });
}
