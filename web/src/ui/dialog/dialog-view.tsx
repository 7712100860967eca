import { useEffect, useRef } from "react";
import { closeDialog, type OpenDialog } from "./dialog-store.ts";
import "./dialog.css";

/** The open dialog (./dialog-host.tsx loads this when the first one opens). */
export default function DialogView({ current }: { current: OpenDialog }) {
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDialog(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current]);

  const titleId = `dialog-title-${current.id}`;
  return (
    <div className="mask mask--dialog">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={current.title ? titleId : undefined}
        aria-label={current.title ? undefined : current.message}
      >
        {current.title ? (
          <h2 id={titleId} className="dialog__title">
            {current.title}
          </h2>
        ) : null}
        <p className="dialog__message">{current.message}</p>
        <div className="dialog__actions">
          {current.cancelText ? (
            <button type="button" className="button button--ghost" onClick={() => closeDialog(false)}>
              {current.cancelText}
            </button>
          ) : null}
          <button ref={confirmRef} type="button" className="button button--primary" onClick={() => closeDialog(true)}>
            {current.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
