import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useInboxUnreadCount } from "../../features/messages/index.ts";
import { FRAME_SWITCH_ATTRIBUTE, useFrameSwitch } from "../../shared/system/index.ts";
import { useGuard, useSession } from "../../shared/session/index.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useHydrating } from "../../lib/hydration.ts";
import { GiftIcon, HomeIcon, MailIcon, TrophyIcon, UserIcon, WalletIcon } from "../../ui/icons.tsx";
import { isHomePath } from "./frame-rules.ts";
import { footerEntries, type FooterEntryId } from "./footer-entries.ts";

const icons: Record<FooterEntryId, ReactNode> = {
  home: <HomeIcon />,
  promotion: <GiftIcon />,
  deposit: <WalletIcon />,
  sponsor: <TrophyIcon />,
  messages: <MailIcon />,
  memberCenter: <UserIcon />,
};

export function Footer() {
  const { LL } = useI18nContext();
  const [location, navigate] = useLocation();
  const { session } = useSession();
  const mailCentre = useFrameSwitch("MAILCEN");
  const unread = useInboxUnreadCount({ whenSettled: true });
  const guard = useGuard();

  // A hydrating render draws the prerendered footer (lib/hydration.ts): nothing unread, and Messages hidden and
  // marked with its switch, which index.html's script shows before first paint when the kept switches have it on.
  const hydrating = useHydrating();
  const entries = footerEntries({ session, mailCentre: hydrating || mailCentre, inboxUnread: hydrating ? 0 : (unread.data ?? 0) });
  const isCurrent = (path: string) => location === path || (isHomePath(location) && isHomePath(path));

  return (
    <nav className="app-bar app-bar--bottom app-footer" aria-label={LL.footer.label()}>
      {entries.map((entry) => {
        const current = isCurrent(entry.path);
        // An entry behind a switch, in the frame: the page's script may have shown it (no hydration warning for
        // that), and the live render draws its own in its place (another key), shown as the switch says.
        const frameSwitch = hydrating ? entry.frameSwitch : undefined;
        return (
          <Link
            key={frameSwitch ? `${entry.id}-frame` : entry.id}
            hidden={frameSwitch !== undefined}
            {...(frameSwitch ? { [FRAME_SWITCH_ATTRIBUTE]: frameSwitch, suppressHydrationWarning: true } : {})}
            href={entry.path}
            className={`app-footer__item${current ? " app-footer__item--current" : ""}`}
            aria-current={current ? "page" : undefined}
            onClick={(event) => {
              // The guard decides (spec §6), not the link.
              event.preventDefault();
              const go = () => navigate(entry.path);
              if (entry.guard) guard(entry.guard, go);
              else go();
            }}
          >
            <span className="app-footer__icon">
              {icons[entry.id]}
              {entry.dot ? <span className="app-footer__dot" aria-label={LL.footer.unread()} /> : null}
            </span>
            <span className="app-footer__label">{LL.footer[entry.id]()}</span>
          </Link>
        );
      })}
    </nav>
  );
}
