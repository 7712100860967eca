import type { Message } from "@platform/machines";
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts";

/** The list's failures arrive as texts (use-game-list.ts translates them); a failure without text is 'unknown error'. */
export function listErrorText(LL: TranslationFunctions, message: Message): string {
  return "text" in message ? message.text : LL.errors.unknown();
}
