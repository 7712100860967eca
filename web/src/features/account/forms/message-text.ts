import type { Message, MessageKey, MessageParams } from "@platform/machines";
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts";

type Translate = (params: MessageParams) => string;

/**
 * The text of a machine message in the current language: a key from the
 * account namespace (min/max substituted), or a server text shown as sent.
 */
export function messageText(LL: TranslationFunctions, message: Message): string {
  if ("text" in message) return message.text;
  // Typed as a record of every MessageKey: a key missing from the namespace does not compile.
  const translations: Record<MessageKey, unknown> = LL.account.messages;
  return (translations[message.key] as Translate)(message.params ?? {});
}
