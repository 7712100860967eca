import type { ReactNode } from "react";
import { useInboxUnreadCount } from "../../messages/index.ts";
import { useAgentAnnouncements } from "../api/get-agent-announcements.ts";
import { useAgentMenu } from "../api/get-agent-menu.ts";
import { AgentFooter } from "./agent-footer.tsx";
import "./agent.css";

/** The whitelist and unread counts agent home needs for its grid and footer. */
export function useAgentChrome() {
  const menu = useAgentMenu();
  const announcements = useAgentAnnouncements();
  const inbox = useInboxUnreadCount();
  return { menu, announcements, whitelist: menu.data ?? [], noticeUnread: announcements.data?.unreadCount, mailUnread: inbox.data };
}

/** A grid/footer/contract screen's body: one padded column in the agent style. */
export function AgentPage({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="agent-page" aria-label={label} role="region">
      {children}
    </div>
  );
}

/** Agent home's own frame (spec §2): no general header, no footer menu, the agent footer. */
export function AgentHomeFrame({ children, whitelist, noticeUnread }: { children: ReactNode; whitelist: readonly string[]; noticeUnread: number | undefined }) {
  return (
    <div className="agent-home">
      {children}
      <AgentFooter whitelist={whitelist} unread={noticeUnread} />
    </div>
  );
}
