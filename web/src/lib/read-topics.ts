/** Spec §2: /m/read/{live, sport, esport, rng, pvp, fish, lott}; other topics redirect home. */
export const readTopics = ["live", "sport", "esport", "rng", "pvp", "fish", "lott"] as const;
export type ReadTopic = (typeof readTopics)[number];

export function isReadTopic(topic: string | undefined): topic is ReadTopic {
  return readTopics.includes(topic as ReadTopic);
}
