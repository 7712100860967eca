import { useEffect, useRef, useState, type FormEventHandler, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useLatest } from "../../lib/use-latest.ts";
import { pushModal } from "./modal-stack.ts";
import "./modal.css";

/** A dialog names itself by its heading's id or, without one, by a text. */
type Name = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

/** The box is a section, or the form itself when the dialog is one (its submit is the dialog's). */
type Box = { as?: "section" } | { as: "form"; onSubmit: FormEventHandler<HTMLFormElement> };

type ModalProps = Name &
  Box & {
    /** Which of the one mask's layers (styles/base.css): bottom sheet, home's pop-ups, or a centred dialog over both. */
    layer: "sheet" | "popup" | "dialog";
    role?: "dialog" | "alertdialog";
    className: string;
    /** Escape's action (and a tap on the mask's, with closeOnMask); leave it out while the dialog may not close. */
    onClose?: () => void;
    closeOnMask?: boolean;
    /** Where focus goes on opening; otherwise the box itself (a field a child focuses itself keeps it). */
    initialFocus?: RefObject<HTMLElement | null>;
    /** For a test that taps the mask (it has no role). */
    maskTestId?: string;
    children: ReactNode;
  };

const activeElement = (): HTMLElement | null =>
  typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;

/**
 * The one modal dialog: portalled to <body>, so the frame's fixed
 * header (transform, backdrop-filter) is never its containing block and no bar
 * covers it; focus moves in, stays in (Tab wraps) and goes back to whatever had
 * it when the dialog closes; Escape closes the top dialog only; the page does
 * not scroll underneath while any dialog is open.
 */
export function Modal(props: ModalProps) {
  const { layer, role = "dialog", className, onClose, closeOnMask = false, initialFocus, maskTestId, children } = props;
  const boxRef = useRef<HTMLElement & HTMLFormElement>(null);
  const closeRef = useLatest(onClose);
  // Read while rendering: a child's autoFocus takes focus before any effect runs.
  const [opener] = useState(activeElement);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const returnTo = opener?.isConnected ? opener : activeElement();
    const pop = pushModal({ box, onEscape: () => closeRef.current });
    if (!box.contains(document.activeElement)) (initialFocus?.current ?? box).focus();
    return () => {
      pop();
      const active = document.activeElement;
      const focusWasHere = !active || active === document.body || box.contains(active);
      if (focusWasHere && returnTo?.isConnected && !box.contains(returnTo)) returnTo.focus();
    };
    // Once per opening: the opener and the first focus belong to the moment the dialog opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const boxProps = {
    ref: boxRef,
    className,
    role,
    "aria-modal": true,
    "aria-labelledby": props.labelledBy,
    "aria-label": props.label,
    tabIndex: -1,
    onClick: closeOnMask ? (event: { stopPropagation: () => void }) => event.stopPropagation() : undefined,
  };

  return createPortal(
    <div className={`mask mask--${layer}`} data-testid={maskTestId} onClick={closeOnMask ? () => closeRef.current?.() : undefined}>
      {props.as === "form" ? (
        <form {...boxProps} noValidate onSubmit={props.onSubmit}>
          {children}
        </form>
      ) : (
        <section {...boxProps}>{children}</section>
      )}
    </div>,
    document.body,
  );
}

/**
 * A dialog that leaves the page usable (the update prompt): portalled, named,
 * and Escape closes it while focus is inside; no mask, no trap, no scroll lock.
 */
export function NonModalDialog({
  role = "dialog",
  label,
  announce = false,
  className,
  onClose,
  ref,
  children,
}: {
  role?: "dialog" | "alertdialog";
  label: string;
  /** Read out when it appears (aria-live polite). */
  announce?: boolean;
  className: string;
  onClose?: () => void;
  /** The dialog's box (e.g. ui/above-footer.ts's reservation). */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !onClose) return;
    event.preventDefault();
    onClose();
  };
  return createPortal(
    <section ref={ref} className={className} role={role} aria-live={announce ? "polite" : undefined} aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </section>,
    document.body,
  );
}
