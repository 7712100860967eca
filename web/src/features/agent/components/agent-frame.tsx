import type { ReactNode } from "react";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useInboxUnreadCount } from "../../messages/index.ts";
import { agentAnnouncements } from "../api/get-agent-announcements.ts";
import { useAgentMenu } from "../api/get-agent-menu.ts";
import "./agent.css";

/** The merchant's menu, the agent announcements and the inbox's unread count agent home shows (its grid and notice card). */
export function useAgentChrome() {
  const menu = useAgentMenu();
  const announcements = useApiQuery(agentAnnouncements);
  const inbox = useInboxUnreadCount();
  return { menu, announcements, mailUnread: inbox.data };
}

/**
 * A page of the agent area (agent home, its grid's pages, its
 * footer's tabs, the contract pages). The frame draws the agent footer under
 * it in the footer menu's place (app/frame/frame-rules.ts,
 * `AgentAreaFooter`), so every page of the area, and the member's pages the
 * grid opens, have the same footer.
 */
function AgentArea({ children, home = false }: { children: ReactNode; home?: boolean }) {
  return <div className={home ? "agent-area agent-area--home" : "agent-area"}>{children}</div>;
}

/** A screen's body in the agent style: one padded column, a region named by the page's title. */
export function AgentColumn({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="agent-page" aria-label={label} role="region">
      {children}
    </div>
  );
}

/** A grid, footer or contract page of the agent area: its column (the frame adds the agent footer). */
export function AgentPage({ children, label }: { children: ReactNode; label: string }) {
  return (
    <AgentArea>
      <AgentColumn label={label}>{children}</AgentColumn>
    </AgentArea>
  );
}

/** Agent home's own frame (spec §2): no general header, no footer menu (the frame adds the agent footer). */
export function AgentHomeFrame({ children }: { children: ReactNode }) {
  return <AgentArea home>{children}</AgentArea>;
}
