/** Two or more ways to fill a form (login, registration, recovery methods): the view only reports the pick. */
export function MethodSwitch<M extends string>({
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
    <div className="method-switch" role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`method-switch__option${option.value === value ? " method-switch__option--current" : ""}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
