import { useId, type ReactNode } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import "./form.css";

export interface FieldIds {
  inputId: string;
  errorId: string;
  /** Spread on the input: links it to its error, marks it invalid and required. */
  describedBy: { "aria-invalid": boolean; "aria-required": boolean; "aria-describedby"?: string };
}

/**
 * A labelled field: asterisk when required (spec §5), the input built by
 * `children` with the ids it needs, an optional control beside it, an
 * optional hint under it (read with the input), and the error text under it
 * (spec §8: several joined by commas).
 */
export function FormField({
  label,
  required = false,
  error,
  leading,
  trailing,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  leading?: ReactNode;
  trailing?: ReactNode;
  hint?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
  const { LL } = useI18nContext();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const described = [hint === undefined ? undefined : hintId, error === undefined ? undefined : errorId].filter((id) => id !== undefined).join(" ");
  const describedBy = { "aria-invalid": error !== undefined, "aria-required": required, ...(described === "" ? {} : { "aria-describedby": described }) };
  return (
    <div className={`field${error === undefined ? "" : " field--invalid"}`}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {required ? (
          <span className="field__required" title={LL.common.required()} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="field__control">
        {leading}
        {children({ inputId, errorId, describedBy })}
        {trailing}
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
