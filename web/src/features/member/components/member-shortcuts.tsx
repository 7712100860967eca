import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { MailIcon } from "../../../ui/icons.tsx";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { useGuard, type GuardedAction } from "../../../shared/session/index.ts";
import { HelpIcon, SettingsIcon } from "../member-icons.tsx";

interface Shortcut {
  key: "messages" | "settings" | "help";
  path: string;
  icon: ReactNode;
  /** The role check a tap runs first (spec §6): a visitor is asked to log in. */
  guarded?: GuardedAction;
}

/**
 * Each destination once on the member centre. Deposit, withdraw, the VIP club and the daily
 * check-in are the navigation bar's (spec §2), the VIP benefits the progress card's link, the money
 * history (transaction and bet records) the balance card's (balance.tsx, one tap from the balance); these
 * are the rest: messages, settings and help.
 */
const shortcuts: readonly Shortcut[] = [
  { key: "messages", path: paths.messages, icon: <MailIcon /> },
  { key: "settings", path: paths.settings, icon: <SettingsIcon />, guarded: "settings" },
  { key: "help", path: paths.help, icon: <HelpIcon /> },
];

/** The member centre's entries: messages, settings and help; `grid` (new layout) or `list` (classic). */
export function MemberShortcuts({ layout }: { layout: "grid" | "list" }) {
  const { LL } = useI18nContext();
  const guard = useGuard();
  const [, navigate] = useLocation();
  const guarded = (item: Shortcut) => (event: MouseEvent) => {
    if (!item.guarded) return;
    event.preventDefault();
    guard(item.guarded, () => navigate(item.path));
  };

  return (
    <ul className={`member-shortcuts member-shortcuts--${layout}`} aria-label={LL.member.home.account()}>
      {shortcuts.map((item) => (
        <li key={item.key}>
          <Link href={item.path} className="member-shortcuts__item" onClick={guarded(item)}>
            <span className="member-shortcuts__icon">{item.icon}</span>
            <span className="member-shortcuts__label">{LL.member.home[item.key]()}</span>
            {layout === "list" ? <ChevronRightIcon className="member-shortcuts__chevron" /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
