import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { useCarriedIntentState } from "./login-intent-notice.tsx";

/** spec §2 "Login screen": tab links to login and register, the current one highlighted. */
export function AuthTabs({ current }: { current: "login" | "register" }) {
  const { LL } = useI18nContext();
  // Where the visitor was going goes with them between login and register.
  const state = useCarriedIntentState();
  const tab = (which: "login" | "register", href: string, label: string) => (
    <Link
      href={href}
      replace
      state={state}
      className={`auth-tabs__tab${current === which ? " auth-tabs__tab--current" : ""}`}
      aria-current={current === which ? "page" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav className="auth-tabs" aria-label={LL.account.tabs.label()}>
      {tab("login", paths.login, LL.account.tabs.login())}
      {tab("register", paths.register, LL.account.tabs.register())}
    </nav>
  );
}
