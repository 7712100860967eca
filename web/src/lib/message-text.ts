import type { Message, MessageKey, MessageParams } from "@platform/machines";
import type { TranslationFunctions } from "../i18n/generated/i18n-types.ts";
import { failureText } from "./failure-text.ts";

type Translate = (params: MessageParams) => string;

/**
 * The text of a machine message in the current language: a key of the base
 * texts' `messages` (min/max substituted), a text from the server's rule
 * table as sent, or a failed call in the words of failureText.
 */
export function messageText(LL: TranslationFunctions, message: Message): string {
  if ("text" in message) return message.text;
  if ("failure" in message) return failureText(LL, message.failure);
  // Typed as a record of every MessageKey: a key missing from the namespace does not compile.
  const translations: Record<MessageKey, unknown> = LL.messages;
  return (translations[message.key] as Translate)(message.params ?? {});
}
