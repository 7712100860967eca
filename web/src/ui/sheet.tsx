import { useId, type ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";
import { Modal } from "./modal/modal.tsx";
import "./sheet.css";

/**
 * A bottom sheet (modal dialog) over the one mask: preferences, mock
 * scenarios, home's hot games. A Modal (ui/modal): portalled, focus kept
 * inside and given back, the page locked; the mask, Escape and the close
 * button close it.
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
  return (
    <Modal layer="sheet" className="sheet" labelledBy={titleId} onClose={onClose} closeOnMask maskTestId={maskTestId}>
      <header className="sheet__header">
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <button type="button" className="icon-button sheet__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className="sheet__body">{children}</div>
    </Modal>
  );
}
