import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { WalletIcon } from "../../../ui/icons.tsx";
import { useOpenCustomerService } from "../../customer-service/index.ts";
import { Balance } from "../../member/index.ts";
import { useSession } from "../../../shared/session/index.ts";
import { useMarkAnnouncementRead } from "../api/use-mark-read.ts";
import { AgentHomeFrame, useAgentChrome } from "../components/agent-frame.tsx";
import { AgentGrid } from "../components/agent-grid.tsx";
import { CoinsIcon } from "../components/agent-icons.tsx";
import { NoticeCard, noticeToShow } from "../components/notice-card.tsx";
import { TeamToday } from "../components/team-today.tsx";
import { greetingAt } from "../greeting.ts";

/** Spec §2 "Agent home": greeting, balance, shortcuts, team today, notice card, grid, its own footer. */
export default function AgentHomeScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const chrome = useAgentChrome();
  const markRead = useMarkAnnouncementRead();
  const service = useOpenCustomerService();
  const notice = chrome.announcements.data ? noticeToShow(chrome.announcements.data.list) : undefined;

  return (
    <AgentHomeFrame>
      <header className="agent-hero">
        <h1 className="visually-hidden">{LL.agent.home.heading()}</h1>
        <p className="agent-hero__greeting">
          {LL.agent.greeting[greetingAt(new Date())]()}, <strong className="agent-hero__name">{session?.userName}</strong>
        </p>
        <div className="agent-hero__balance">
          <span className="agent-hero__label">{LL.agent.home.totalBalance()}</span>
          <Balance />
        </div>
        <div className="agent-hero__shortcuts">
          <Link href={paths.withdraw} className="button button--ghost agent-hero__shortcut">
            <CoinsIcon />
            {LL.agent.home.withdraw()}
          </Link>
          <Link href={paths.deposit} className="button button--primary agent-hero__shortcut">
            <WalletIcon />
            {LL.agent.home.deposit()}
          </Link>
        </div>
      </header>
      <div className="agent-page">
        <TeamToday />
        {notice ? <NoticeCard announcement={notice} onRead={markRead} label={LL.agent.home.noticeLabel()} /> : null}
        <DataState query={chrome.menu} skeleton={<Skeleton shape="menu" count={8} />}>
          {(menu) => (
            <AgentGrid entries={menu.grid} mailUnread={chrome.mailUnread} onOnlineService={service.open} openingService={service.opening} />
          )}
        </DataState>
      </div>
    </AgentHomeFrame>
  );
}
