import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { closeDialog, dialogStore } from "./dialog-store.ts";
import "./dialog.css";

export function DialogHost() {
  const { current } = useSnapshot(dialogStore);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!current) return;
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDialog(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current]);

  if (!current) return null;
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
