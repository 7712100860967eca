// An imperative confirm/alert, so hooks (role gates, logout) can ask the
// member without each screen mounting its own dialog. One dialog at a time.
import { proxy } from "valtio";

export interface DialogRequest {
  title?: string;
  message: string;
  confirmText: string;
  /** Omit for an alert with a single button. */
  cancelText?: string;
}

interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const dialogStore = proxy<{ current: OpenDialog | null }>({ current: null });

let nextId = 1;

/** Resolves true on confirm, false on cancel (or when replaced by another dialog). */
export function openDialog(request: DialogRequest): Promise<boolean> {
  dialogStore.current?.resolve(false);
  return new Promise<boolean>((resolve) => {
    dialogStore.current = { ...request, id: nextId++, resolve };
  });
}

export function closeDialog(confirmed: boolean): void {
  const open = dialogStore.current;
  if (!open) return;
  dialogStore.current = null;
  open.resolve(confirmed);
}
