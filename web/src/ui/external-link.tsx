import type { MouseEvent, ReactNode } from "react";
import { checkLink, reportRefusal } from "../lib/url-gate.ts";

export interface ExternalLinkProps {
  /** A server-supplied (or configured) address; it passes the URL gate (lib/url-gate.ts) before it becomes a link. */
  href: unknown;
  /** Open in this tab (spec §4: .ipa and .apk downloads); else a new tab that cannot reach back to the app. */
  sameTab?: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * The one <a> for addresses the app does not own. A refused address renders
 * as a button with the same look: tapping it tells the member the link cannot
 * be opened, and nothing navigates.
 */
export function ExternalLink({ href, sameTab = false, className, onClick, children }: ExternalLinkProps) {
  const verdict = checkLink(href);
  if (!verdict.ok) {
    const refuse = (event: MouseEvent) => {
      event.preventDefault();
      reportRefusal(verdict);
    };
    return (
      <button type="button" className={className} onClick={refuse}>
        {children}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={verdict.href}
      onClick={onClick}
      {...(sameTab ? {} : { target: "_blank", rel: "noopener noreferrer" })}
    >
      {children}
    </a>
  );
}
