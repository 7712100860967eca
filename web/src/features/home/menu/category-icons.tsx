// One small icon per home menu category, drawn in ui/icons.tsx's frame.
import type { ReactNode, SVGProps } from "react";
import { Icon } from "../../../ui/icons.tsx";
import type { MenuKey } from "../../games/index.ts";

const paths: Record<MenuKey, ReactNode> = {
  HOT: <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.3-5.4 3.7-7.4.4 1.6 1.3 2.7 2.4 3.2C11.3 7 12.6 4.6 15 3c-.4 3 1 4.6 2.3 6.3 1 1.4 1.7 3 1.7 5.1 0 3.9-3 6.6-7 6.6z" />,
  RNG: (
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <path d="M8.5 5v14M15.5 5v14M5.5 12h1.5M11.2 12h1.6M17 12h1.5" />
    </>
  ),
  LIVE: (
    <>
      <rect x="4" y="4.5" width="10" height="14" rx="1.8" transform="rotate(-8 9 11.5)" />
      <rect x="10" y="5.5" width="10" height="14" rx="1.8" transform="rotate(8 15 12.5)" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8L8.4 10.1zM12 3.5v4M15.6 10.1l4-1.3M14.2 14.3l2.4 3.4M9.8 14.3l-2.4 3.4M8.4 10.1l-4-1.3" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 8h10a4 4 0 014 4.5l-.6 3.6a2.2 2.2 0 01-3.9 1L15 15H9l-1.5 2.1a2.2 2.2 0 01-3.9-1L3 12.5A4 4 0 017 8z" />
      <path d="M8 10.5v3M6.5 12h3M15.5 11.2h.01M17.2 12.8h.01" />
    </>
  ),
  COCKFIGHT: <path d="M6 18c0-4 2-7 6-8l-1-4 3 2 2-2v4c2 1 3 3 3 5 0 2-1 3-3 3H6z" />,
  FISH: (
    <>
      <path d="M3 12c2.5-3.5 5.5-5 9-5 4 0 7 2.5 9 5-2 2.5-5 5-9 5-3.5 0-6.5-1.5-9-5z" />
      <path d="M3 12l-1 -3M3 12l-1 3M16 11h.01" />
    </>
  ),
  PVP: <path d="M12 3.5c3 3.2 7 5.6 7 9.1a3.6 3.6 0 01-6.2 2.4c.3 1.8 1 3.3 2.2 5H9c1.2-1.7 1.9-3.2 2.2-5A3.6 3.6 0 015 12.6c0-3.5 4-5.9 7-9.1z" />,
  LOTT: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10 9.5l2-1.5v8M10 16h4" />
    </>
  ),
  ELOTT: (
    <>
      <circle cx="9" cy="12" r="5.5" />
      <circle cx="16.5" cy="9" r="4" />
      <path d="M8 11l1-1v4.5" />
    </>
  ),
  PROMO: (
    <>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M12 9v11M3.5 13h17M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
    </>
  ),
};

export function CategoryIcon({ category, ...props }: SVGProps<SVGSVGElement> & { category: MenuKey }) {
  return (
    <Icon strokeWidth={1.7} {...props}>
      {paths[category]}
    </Icon>
  );
}
