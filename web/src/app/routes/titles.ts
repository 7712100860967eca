import type { TranslationFunctions } from "../../i18n/generated/i18n-types.ts";
import { isReadTopic } from "../../lib/read-topics.ts";
import type { TitleKey } from "../../lib/routes.ts";

/** The translated title of a route; /m/read/* takes its topic's category name. */
export function routeTitle(LL: TranslationFunctions, key: TitleKey, params: Record<string, string>): string {
  if (key === "read" && isReadTopic(params.topic)) return LL.titles.readTopics[params.topic]();
  return LL.titles[key]();
}
