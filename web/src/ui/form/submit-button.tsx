import { Spinner } from "../spinner.tsx";
import "./form.css";

/** A form's submit: disabled while busy (one request per tap) or when the flow says so, with the loading spinner. */
export function SubmitButton({ label, busy = false, disabled = false }: { label: string; busy?: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy || disabled}>
      {busy ? <Spinner size="small" /> : null}
      {label}
    </button>
  );
}
