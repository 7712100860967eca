import type { components } from "@platform/sdk";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { defineQuery, useApiInfiniteQuery } from "../../../lib/api-query.ts";
import { isRealMember, useSession } from "../../../shared/session/index.ts";

export type InboxMessage = components["schemas"]["CspInboxMessage"];
export type InboxPage = components["schemas"]["CspInboxPage"];

/** Messages per page of the inbox. */
const INBOX_PAGE_SIZE = 20;

/** One page of the member's inbox (the params are the page number). */
export const inbox = defineQuery("getInbox", {
  scope: "member",
  call: (api, pageNo: number, signal) =>
    api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo, pageSize: INBOX_PAGE_SIZE, language: currentLanguageHeader() } }, signal }),
  staleTime: 30_000,
});

/** The next page while `pageNum` < `totalPages`. */
function nextInboxPage(last: Pick<InboxPage, "pageNum" | "totalPages">): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/** Spec §2 "/m/webEmail": the member's inbox, page by page (real members only; spec §6). */
export function useInbox() {
  const { session } = useSession();
  return useApiInfiniteQuery(inbox, { initialPageParam: 1, getNextPageParam: nextInboxPage, enabled: isRealMember(session) });
}
