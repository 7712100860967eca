// Spec §7 "Chat", §9: the live-chat launch call's query and timing, pure.
import type { LanguageCode } from "../../../i18n/language.ts";

/** Spec §9: the chat opens 500 ms after the launch call answers (the spinner shows meanwhile). */
export const CHAT_OPEN_DELAY_MS = 500;
/** The chat page's header colour: the app's dark bar (hex without '#'). */
const CHAT_HEADER_COLOR = "0b1029";

/** Spec §7: the chat speaks CN for both simplified (CN) and traditional (TW) Chinese. */
export function chatLanguage(code: LanguageCode | "TW"): LanguageCode {
  return code === "TW" ? "CN" : code;
}

export interface ChatLaunchQuery {
  b2c: 1;
  language: LanguageCode;
  backUrl: string;
  headerColor: string;
  title: string;
}

/** The query of CBS_launchChat: b2c=1, the language, where the chat's back button returns, its header colour and title. */
export function chatLaunchQuery(language: LanguageCode | "TW", backUrl: string, title: string): ChatLaunchQuery {
  return { b2c: 1, language: chatLanguage(language), backUrl, headerColor: CHAT_HEADER_COLOR, title };
}
