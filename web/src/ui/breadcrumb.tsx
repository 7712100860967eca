import { Link } from "wouter";
import { ChevronRightIcon } from "./screen-icons.tsx";
import "./breadcrumb.css";

export interface Crumb {
  label: string;
  /** In-app path; the last crumb (this page) has none. */
  href?: string;
}

/**
 * Spec §2 "Page frame": the breadcrumb bar of the notice, promotion and help
 * pages: where the page sits, its first crumb the way home. No back
 * arrow of its own: the header's arrow (one step back, or home when the page
 * was opened directly) is the page's one, where two stacked arrows
 * made a member wonder which to take.
 */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
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
