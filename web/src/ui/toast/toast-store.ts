// One toast at a time, like the real client: a new toast replaces the
// current one. Callers pass translated text and a duration constant.
import { proxy } from "valtio";
import { TOAST_SHORT, TOAST_SUCCESS, TOAST_LOADING_UNTIL_DISMISSED } from "./toast-durations.ts";
import { after, type Cancel } from "../../lib/timing.ts";

type ToastKind = "info" | "success" | "error" | "loading";

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

export const toastStore = proxy<{ current: Toast | null }>({ current: null });

let nextId = 1;
let timer: Cancel | undefined;

function show(kind: ToastKind, text: string, durationMs: number): number {
  const id = nextId++;
  timer?.();
  toastStore.current = { id, kind, text, durationMs };
  timer = after(durationMs, () => dismissToast(id));
  return id;
}

/** Hides the toast with this id (a later toast is left alone); without an id hides whatever shows. */
export function dismissToast(id?: number): void {
  if (id !== undefined && toastStore.current?.id !== id) return;
  timer?.();
  timer = undefined;
  toastStore.current = null;
}

export const toast = {
  info: (text: string, durationMs: number = TOAST_SHORT) => show("info", text, durationMs),
  error: (text: string, durationMs: number = TOAST_SHORT) => show("error", text, durationMs),
  success: (text: string, durationMs: number = TOAST_SUCCESS) => show("success", text, durationMs),
  /** Returns the id to pass to dismissToast when the work ends. */
  loading: (text: string, durationMs: number = TOAST_LOADING_UNTIL_DISMISSED) => show("loading", text, durationMs),
};
