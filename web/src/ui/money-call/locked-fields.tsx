import type { ReactNode } from "react";
import "./money-call-notice.css";

/**
 * A money form's fields, locked as one while its intent is in flight or
 * unconfirmed, laid out as if the fieldset were not there.
 */
export function LockedFields({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset className="money-fields" disabled={locked}>
      {children}
    </fieldset>
  );
}
