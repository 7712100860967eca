// The registration's terms and conditions, as the merchant publishes
// them: the help centre's topic tagged `terms` (GET /wps/system/helpCenter).
import type { components } from "@platform/sdk";

type HelpTopic = components["schemas"]["HelpTopic"];
export type TermsEntry = HelpTopic["children"][number];

/** The help centre topic that holds the terms. */
const TERMS_TAG = "terms";

/** The entries of the terms topic; none when the merchant publishes no terms (or none with text). */
export function termsEntries(topics: readonly HelpTopic[]): readonly TermsEntry[] {
  return (topics.find((topic) => topic.tag === TERMS_TAG)?.children ?? []).filter((entry) => (entry.content ?? "").trim() !== "");
}
