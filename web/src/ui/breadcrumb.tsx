import { Link } from "wouter";
import { useGoBackInApp } from "../lib/app-location.ts";
import { BackIcon } from "./icons.tsx";
import { ChevronRightIcon } from "./screen-icons.tsx";
import "./breadcrumb.css";

export interface Crumb {
  label: string;
  /** In-app path; the last crumb (this page) has none. */
  href?: string;
}

/**
 * Spec §2 "Page frame": the breadcrumb bar of the notice, promotion and help
 * pages, with a back link to the referring page (one step back) or, when the
 * page was opened directly, home (never out of the app, like the header's
 * arrow: issue 21). Its name is not the header's "Back" (two buttons, one name).
 */
export function Breadcrumb({ label, backLabel, crumbs }: { label: string; backLabel: string; crumbs: readonly Crumb[] }) {
  const back = useGoBackInApp();
  return (
    <nav className="breadcrumb" aria-label={label}>
      <button type="button" className="breadcrumb__back" aria-label={backLabel} onClick={back}>
        <BackIcon />
      </button>
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="breadcrumb__item">
            {index > 0 ? <ChevronRightIcon className="breadcrumb__sep" aria-hidden="true" /> : null}
            {crumb.href ? (
              <Link href={crumb.href} className="breadcrumb__link">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
