import type { ReactNode } from "react";
import { EmptyBoxIcon } from "./icons.tsx";
import "./empty-state.css";

/** Spec §2 "Other": no-data placeholder (image, text). */
export function EmptyState({ text, icon, children }: { text: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        {icon ?? <EmptyBoxIcon />}
      </div>
      <p className="empty-state__text">{text}</p>
      {children}
    </div>
  );
}
