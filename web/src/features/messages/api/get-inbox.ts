import type { components } from "@platform/sdk";
import { defineQuery, useApiInfiniteQuery } from "../../../lib/api-query.ts";
import { isRealMember, useSession } from "../../../shared/session/index.ts";

export type InboxMail = components["schemas"]["InboxMail"];
type InboxMailPage = components["schemas"]["InboxMailPage"];

/** A page of the inbox with the page number it answers (EMFE_getInbox sends only `totalPages`). */
export interface InboxPage extends InboxMailPage {
  page: number;
}

/** Messages per page, as the member centre asks them. */
const INBOX_PAGE_SIZE = 20;
/** The member centre's inbox shows the last 30 days. */
const INBOX_DAYS_MS = 30 * 24 * 3_600_000;

/** One page of the member's inbox (the params are the page number): the last 30 days, newest first. */
export const inbox = defineQuery("getInbox", {
  scope: "member",
  call: (api, page: number, signal) => {
    const now = Date.now();
    return api.GET("/wps/relay/EMFE_getInbox", {
      params: { query: { page, size: INBOX_PAGE_SIZE, sort: "sendTime:desc", startTime: now - INBOX_DAYS_MS, endTime: now } },
      signal,
    });
  },
  map: (value, page): InboxPage => ({ ...value, page }),
  staleTime: 30_000,
});

/** The next page while this one is below `totalPages`. */
function nextInboxPage(last: InboxPage): number | undefined {
  return last.page < last.totalPages ? last.page + 1 : undefined;
}

/** Spec §2 "/m/webEmail": the member's inbox, page by page (real members only; spec §6). */
export function useInbox() {
  const { session } = useSession();
  return useApiInfiniteQuery(inbox, { initialPageParam: 1, getNextPageParam: nextInboxPage, enabled: isRealMember(session) });
}
