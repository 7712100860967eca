import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { HomeIcon } from "../../../ui/icons.tsx";
import { agentFooterEntries, badgeText, type FooterKey } from "../agent-menu.ts";
import { agentAnnouncements } from "../api/get-agent-announcements.ts";
import { useAgentMenu } from "../api/get-agent-menu.ts";
import { AddUserIcon, CoinsIcon, MegaphoneIcon } from "./agent-icons.tsx";
import "./agent-footer.css";

const icons: Record<FooterKey, ReactNode> = {
  home: <HomeIcon />,
  openAccount: <AddUserIcon />,
  dividend: <CoinsIcon />,
  announcements: <MegaphoneIcon />,
};

/** Spec §2: agent home's own footer — home, open account, dividend (when enabled), announcements with unread badge. */
function AgentFooter({ dividend, unread }: { dividend: boolean; unread: number | undefined }) {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const badge = badgeText(unread);
  return (
    <nav className="app-bar app-bar--bottom agent-footer" aria-label={LL.agent.footer.label()}>
      {agentFooterEntries(dividend).map((entry) => {
        const current = location === entry.path.split("?")[0];
        return (
          <Link key={entry.key} href={entry.path} className={`agent-footer__item${current ? " agent-footer__item--current" : ""}`} aria-current={current ? "page" : undefined}>
            <span className="agent-footer__icon">
              {icons[entry.key]}
              {entry.key === "announcements" && badge ? (
                <span className="count-badge" aria-label={LL.agent.footer.unreadCount({ count: unread ?? 0 })}>
                  {badge}
                </span>
              ) : null}
            </span>
            <span className="agent-footer__label">{LL.agent.footer[entry.key]()}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The agent area's footer as the page frame draws it on every page of the area (app/frame, so the
 * member's pages the agent grid opens, its transaction records and mail centre, keep it too), with the
 * dividend tab the merchant's menu allows and the announcements' unread badge.
 */
export function AgentAreaFooter() {
  const menu = useAgentMenu();
  const announcements = useApiQuery(agentAnnouncements);
  return <AgentFooter dividend={menu.data?.dividend ?? false} unread={announcements.data?.unreadCount} />;
}
