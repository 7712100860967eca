import type { ReactNode } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { HeadsetIcon, MailIcon } from "../../../ui/icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useSession } from "../../../shared/session/index.ts";
import { badgeText, type GridEntry, type GridKey } from "../agent-menu.ts";
import { ChartIcon, DiceIcon, EnvelopeRainIcon, ListIcon, PercentIcon, PnlIcon, SecureIcon, TeamIcon } from "./agent-icons.tsx";

const icons: Record<GridKey, ReactNode> = {
  teamOverview: <ChartIcon />,
  transactionRecord: <ListIcon />,
  teamManage: <TeamIcon />,
  redRain: <EnvelopeRainIcon />,
  teamPnl: <PnlIcon />,
  teamBetting: <DiceIcon />,
  agentRebate: <PercentIcon />,
  teamRebate: <PercentIcon />,
  securityCenter: <SecureIcon />,
  mailCenter: <MailIcon />,
};

/**
 * Spec §2: the navigation grid — the entries the merchant's menu tree shows
 * (agent-menu.ts), the mail centre with its unread badge above 0, online
 * service always. Without a session a tap does nothing (spec §6).
 */
export function AgentGrid({
  entries,
  mailUnread,
  onOnlineService,
  openingService,
}: {
  entries: readonly GridEntry[];
  mailUnread: number | undefined;
  onOnlineService: () => void;
  openingService: boolean;
}) {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const badge = badgeText(mailUnread);
  return (
    <nav className="agent-grid" aria-label={LL.agent.home.tools()}>
      <ul className="agent-grid__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.path}
              className="agent-grid__item"
              onClick={(event) => {
                // Spec §6: without a session agent navigation does nothing.
                if (!session) event.preventDefault();
              }}
            >
              <span className="icon-tile agent-grid__icon">
                {icons[entry.key]}
                {entry.key === "mailCenter" && badge ? (
                  <span className="count-badge" aria-label={LL.agent.footer.unreadCount({ count: mailUnread ?? 0 })}>
                    {badge}
                  </span>
                ) : null}
              </span>
              <span className="agent-grid__label">{LL.agent.grid[entry.key]()}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="agent-grid__item" disabled={openingService} onClick={() => session && onOnlineService()}>
            <span className="icon-tile agent-grid__icon">{openingService ? <Spinner size="small" /> : <HeadsetIcon />}</span>
            <span className="agent-grid__label">{LL.agent.home.onlineService()}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
