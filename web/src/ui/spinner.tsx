import "./spinner.css";

export function Spinner({ size = "medium", label }: { size?: "small" | "medium" | "large"; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? "status" : undefined} aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}
