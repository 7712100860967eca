import { useEffect, useId, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons.tsx";
import "./sheet.css";

/**
 * A bottom sheet (modal dialog) over the one mask: preferences, mock
 * scenarios, home's hot games. Portalled to <body>: the fixed header
 * (transform, backdrop-filter) would otherwise be the containing block of its
 * fixed mask. The mask, Escape and the close button close it.
 */
export function Sheet({
  title,
  closeLabel,
  onClose,
  maskTestId,
  children,
}: {
  /** The heading, which also names the dialog (an icon beside it is fine). */
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** For a test that taps the mask (it has no role). */
  maskTestId?: string;
  children: ReactNode;
}) {
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return createPortal(
    <div className="mask mask--sheet" data-testid={maskTestId} onClick={onClose}>
      <section
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button sheet__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="sheet__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
