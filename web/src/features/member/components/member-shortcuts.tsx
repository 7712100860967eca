import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DEPOSIT_PATH, HELP_PATH, MESSAGES_PATH, SETTINGS_PATH } from "../../../lib/paths.ts";
import { MailIcon } from "../../../ui/icons.tsx";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { useGuard } from "../../../shared/session/index.ts";
import { ArrowDownIcon, ArrowUpIcon, CrownIcon, HelpIcon, SettingsIcon } from "../member-icons.tsx";

interface Shortcut {
  key: "deposit" | "withdraw" | "messages" | "settings" | "help" | "benefits";
  path: string;
  icon: ReactNode;
  guarded?: "deposit" | "withdraw";
}

const shortcuts: readonly Shortcut[] = [
  { key: "deposit", path: DEPOSIT_PATH, icon: <ArrowDownIcon />, guarded: "deposit" },
  { key: "withdraw", path: "/m/withdraw", icon: <ArrowUpIcon />, guarded: "withdraw" },
  { key: "messages", path: MESSAGES_PATH, icon: <MailIcon /> },
  { key: "settings", path: SETTINGS_PATH, icon: <SettingsIcon /> },
  { key: "help", path: HELP_PATH, icon: <HelpIcon /> },
  { key: "benefits", path: "/m/member/benefits", icon: <CrownIcon /> },
];

/** The member centre's entries: the wallet, messages, settings, help and the VIP benefits; `grid` (new layout) or `list` (classic). */
export function MemberShortcuts({ layout }: { layout: "grid" | "list" }) {
  const { LL } = useI18nContext();
  const guard = useGuard();
  const [, navigate] = useLocation();
  const label = (key: Shortcut["key"]) =>
    key === "deposit" || key === "withdraw" ? LL.member.nav[key]() : LL.member.home[key]();
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
            <span className="member-shortcuts__label">{label(item.key)}</span>
            {layout === "list" ? <ChevronRightIcon className="member-shortcuts__chevron" /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
