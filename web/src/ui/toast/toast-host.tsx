import { useSnapshot } from "valtio";
import { Spinner } from "../spinner.tsx";
import { toastStore } from "./toast-store.ts";
import "./toast.css";

export function ToastHost() {
  const { current } = useSnapshot(toastStore);
  if (!current) return null;
  return (
    <div className="toast-layer" aria-live="polite">
      <div key={current.id} className={`toast toast--${current.kind}`} role={current.kind === "error" ? "alert" : "status"}>
        {current.kind === "loading" ? <Spinner size="small" /> : null}
        <span>{current.text}</span>
      </div>
    </div>
  );
}
