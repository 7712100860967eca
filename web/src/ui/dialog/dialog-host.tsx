import { useRef } from "react";
import { useSnapshot } from "valtio";
import { Modal } from "../modal/modal.tsx";
import { closeDialog, dialogStore } from "./dialog-store.ts";
import "./dialog.css";

/** The confirm/alert openDialog asks for: a Modal (ui/modal) whose confirm button has focus; Escape cancels. */
export function DialogHost() {
  const { current } = useSnapshot(dialogStore);
  const confirmRef = useRef<HTMLButtonElement>(null);

  if (!current) return null;
  const titleId = `dialog-title-${current.id}`;
  const name = current.title ? { labelledBy: titleId } : { label: current.message };
  return (
    <Modal key={current.id} layer="dialog" role="alertdialog" className="dialog" {...name} onClose={() => closeDialog(false)} initialFocus={confirmRef}>
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
    </Modal>
  );
}
