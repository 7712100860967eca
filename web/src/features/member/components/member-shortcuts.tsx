import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
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
  { key: "deposit", path: paths.deposit, icon: <ArrowDownIcon />, guarded: "deposit" },
  { key: "withdraw", path: paths.withdraw, icon: <ArrowUpIcon />, guarded: "withdraw" },
  { key: "messages", path: paths.messages, icon: <MailIcon /> },
  { key: "settings", path: paths.settings, icon: <SettingsIcon /> },
  { key: "help", path: paths.help, icon: <HelpIcon /> },
  { key: "benefits", path: paths.benefits, icon: <CrownIcon /> },
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
