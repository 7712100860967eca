import { Tabs } from "../tabs.tsx";
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
    <Tabs
      label={label}
      tabs={options}
      current={value}
      onSelect={onChange}
      className="method-tabs"
      tabClassName="method-tabs__option"
      currentClassName="method-tabs__option--current"
    />
  );
}
