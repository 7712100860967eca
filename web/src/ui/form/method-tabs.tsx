import "./form.css";

/** Two or more ways to fill a form (login, registration, recovery methods, deposit channels): the view only reports the pick. */
export function MethodTabs<M extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: M;
  options: readonly { value: M; label: string }[];
  onChange: (value: M) => void;
}) {
  return (
    <div className="method-tabs" role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`method-tabs__option${option.value === value ? " method-tabs__option--current" : ""}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
