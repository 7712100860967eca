import type { ReactNode } from "react";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";

/** One entry of the message centre: icon, name, hint, badge, chevron. */
export function CentreRowContent({ icon, label, hint, badge }: { icon: ReactNode; label: string; hint: string; badge?: ReactNode }) {
  return (
    <>
      <span className="centre-row__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="centre-row__text">
        <span className="centre-row__label">{label}</span>
        <span className="centre-row__hint">{hint}</span>
      </span>
      {badge}
      <ChevronRightIcon className="centre-row__chevron" />
    </>
  );
}
