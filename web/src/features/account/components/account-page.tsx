import type { ReactNode } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { BackIcon, DiceLogoIcon } from "../../../ui/icons.tsx";
import { PreferencesButton } from "../../settings/first-paint.ts";
import "./account.css";

/**
 * The account screens' own top (spec §2: no general header on login,
 * register, forget, changePsw): back to home unless `noBack` (changePsw),
 * the brand, language and theme; then the heading and the page.
 */
export function AccountPage({
  heading,
  subheading,
  noBack = false,
  children,
}: {
  heading: string;
  subheading?: string;
  noBack?: boolean;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <div className="account">
      <div className="account__bar">
        {noBack ? (
          <span className="account__bar-side" />
        ) : (
          <Link href={paths.home} className="icon-button account__bar-side" aria-label={LL.header.back()}>
            <BackIcon />
          </Link>
        )}
        <span className="account__brand">
          <DiceLogoIcon className="account__logo" />
          <span>{LL.app.name()}</span>
        </span>
        <span className="account__bar-side account__bar-side--end">
          <PreferencesButton />
        </span>
      </div>
      <div className="account__hero">
        <h1 className="account__heading">{heading}</h1>
        {subheading ? <p className="account__subheading">{subheading}</p> : null}
      </div>
      {children}
    </div>
  );
}
