import type { ReactNode, Ref } from "react";

export interface TabItem<T> {
  value: T;
  label: ReactNode;
  /** The tab's id, where a panel is labelled by it. */
  id?: string;
}

/** A tab's or choice's class: its own, and the current one's beside it. */
export const currentClass = (base: string, current: string | undefined, on: boolean) => (on && current ? `${base} ${current}` : base);

/**
 * One row of tabs (role tablist, a role tab button each, aria-selected on the
 * current one): the view only reports the pick. Each place keeps its look
 * through `className` (the row), `tabClassName` (a tab) and
 * `currentClassName` (added to the current tab).
 */
export function Tabs<T extends string | number>({
  label,
  tabs,
  current,
  onSelect,
  className,
  tabClassName,
  currentClassName,
  controls,
  ref,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  current: T | undefined;
  onSelect: (value: T) => void;
  className: string;
  tabClassName: string;
  currentClassName?: string;
  /** The id of the panel the tabs control. */
  controls?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={tab.value === current}
          aria-controls={controls}
          className={currentClass(tabClassName, currentClassName, tab.value === current)}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * One choice of several shown as buttons (role radiogroup, a role radio
 * button each, aria-checked on the chosen one): deposit method tiles, the
 * points to convert. Styled like Tabs.
 */
export function ChoiceButtons<T extends string | number>({
  label,
  choices,
  current,
  onSelect,
  className,
  choiceClassName,
  currentClassName,
}: {
  label: string;
  choices: readonly { value: T; label: ReactNode }[];
  current: T | undefined;
  onSelect: (value: T) => void;
  className: string;
  choiceClassName: string;
  currentClassName: string;
}) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={choice.value === current}
          className={currentClass(choiceClassName, currentClassName, choice.value === current)}
          onClick={() => onSelect(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
