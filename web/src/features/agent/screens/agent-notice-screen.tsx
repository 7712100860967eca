import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { agentAnnouncements } from "../api/get-agent-announcements.ts";
import { useMarkAnnouncementRead } from "../api/use-mark-read.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { NoticeCard } from "../components/notice-card.tsx";

/** /m/member/notice?types=A: the agent announcements (type A, group m_home); opening one marks it read. */
export default function AgentNoticeScreen() {
  const { LL } = useI18nContext();
  const announcements = useApiQuery(agentAnnouncements);
  const markRead = useMarkAnnouncementRead();

  return (
    <AgentPage label={LL.titles.agentNotice()}>
      <DataState
        query={announcements}
        skeleton={<Skeleton shape="menu" count={4} />}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState text={LL.agent.notice.empty()} />}
      >
        {({ list }) => (
          <ul className="agent-list" aria-label={LL.titles.agentNotice()}>
            {list.map((announcement) => (
              <li key={announcement.id}>
                <NoticeCard announcement={announcement} onRead={markRead} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </AgentPage>
  );
}
