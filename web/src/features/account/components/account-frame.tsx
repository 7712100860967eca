import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { AccountPage } from "./account-page.tsx";
import { AuthTabs } from "./auth-tabs.tsx";
import { AccountSwitch } from "./account-switch.tsx";
import { RegistrationBannerSlot } from "./registration-banner.tsx";

/** The account screens whose page is prerendered with their own top (route-table screen keys). */
const ACCOUNT_FRAMES = {
  "account/login": "login",
  "account/register": "register",
  "account/forget": "forget",
  "account/change-password": "changePassword",
} as const;

export type AccountFrameScreen = (typeof ACCOUNT_FRAMES)[keyof typeof ACCOUNT_FRAMES];

/** The account frame a route's screen key has, if any ("account/login" → "login"). */
export function accountFrameOf(screen: string): AccountFrameScreen | null {
  return Object.hasOwn(ACCOUNT_FRAMES, screen) ? ACCOUNT_FRAMES[screen as keyof typeof ACCOUNT_FRAMES] : null;
}

/**
 * Issue 17: an account screen as it first draws, before its switches are
 * known — its top, heading and subheading, its tabs, and the spinner the
 * screen shows while it waits — prerendered into the route's page, so the
 * page's words are on screen before its JavaScript runs (the screen's own
 * first render is this same picture).
 */
export function AccountFrame({ screen }: { screen: AccountFrameScreen }) {
  const { LL } = useI18nContext();
  const texts = LL.account[screen];
  const subheading = "subheading" in texts ? texts.subheading() : undefined;
  return (
    <AccountPage heading={texts.heading()} subheading={subheading} noBack={screen === "changePassword"}>
      {screen === "login" || screen === "register" ? <AuthTabs current={screen} /> : null}
      {screen === "register" ? <RegistrationBannerSlot /> : null}
      <div className={screen === "register" ? "account__loading account__loading--long-form" : "account__loading"}>
        <Spinner size="large" label={LL.common.loading()} />
      </div>
      {screen === "register" ? <AccountSwitch question={LL.account.register.haveAccount()} linkText={LL.account.register.loginLink()} href={paths.login} /> : null}
    </AccountPage>
  );
}
