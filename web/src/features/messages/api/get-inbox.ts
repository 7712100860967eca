import { unwrap, type components } from "@platform/sdk";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { isRealMember } from "../../../shared/session/index.ts";

type Api = ReturnType<typeof useApi>;
export type InboxMessage = components["schemas"]["CspInboxMessage"];
export type InboxPage = components["schemas"]["CspInboxPage"];

/** Messages per page of the inbox. */
const INBOX_PAGE_SIZE = 20;

export const inboxKey = (userName: string | undefined) => ["messages", "inbox", userName ?? ""] as const;

/** The next page while `pageNum` < `totalPages`. */
function nextInboxPage(last: Pick<InboxPage, "pageNum" | "totalPages">): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

const inboxQuery = (api: Api, userName: string | undefined, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: inboxKey(userName),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET("/wps/relay/CSP_getInbox", {
          params: { query: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE, language: currentLanguageHeader() } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextInboxPage,
    enabled,
    staleTime: 30_000,
  });

/** Spec §2 "/m/webEmail": the member's inbox, page by page (real members only; spec §6). */
export function useInbox() {
  const api = useApi();
  const session = useSnapshot(authStore).session;
  return useInfiniteQuery(inboxQuery(api, session?.userName, isRealMember(session)));
}
