import type { KeyboardEvent, ReactNode, Ref } from "react";

export interface TabItem<T> {
  value: T;
  label: ReactNode;
  /** The tab's id, where a panel is labelled by it. */
  id?: string;
}

/**
 * The sibling an arrow key, Home or End moves to in a row of tabs or radios
 * (WAI-ARIA APG: ArrowRight/ArrowDown next, ArrowLeft/ArrowUp previous, both
 * wrapping; Home first, End last), or null for any other key.
 */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Moves focus along the row's buttons on an arrow key, Home or End; returns the index focused, or null. */
function moveFocus(event: KeyboardEvent<HTMLElement>, role: "tab" | "radio"): number | null {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(`:scope > [role="${role}"]`)];
  const index = buttons.indexOf(event.target as HTMLElement);
  const next = index < 0 ? null : rovingTarget(event.key, index, buttons.length);
  if (next === null) return null;
  event.preventDefault();
  buttons[next]?.focus();
  return next;
}

/** The one button of a row the Tab key stops at: the current one, or the first when none is. */
const stopIndex = <T,>(values: readonly T[], current: T | undefined) => Math.max(0, values.indexOf(current as T));

/** A tab's or choice's class: its own, and the current one's beside it. */
export const currentClass = (base: string, current: string | undefined, on: boolean) => (on && current ? `${base} ${current}` : base);

/**
 * One row of tabs (role tablist, a role tab button each, aria-selected on the
 * current one): the view only reports the pick. The keyboard follows the
 * WAI-ARIA tabs pattern with manual activation: Tab stops at the current tab
 * only, arrow keys, Home and End move focus along the row, Enter or Space
 * picks (a tab may start a request, so focus alone does not). Each place keeps its look
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
  const stop = stopIndex(
    tabs.map((tab) => tab.value),
    current,
  );
  return (
    <div ref={ref} className={className} role="tablist" aria-label={label} onKeyDown={(event) => void moveFocus(event, "tab")}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tab.id}
          tabIndex={index === stop ? 0 : -1}
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
 * points to convert. Styled like Tabs. The keyboard follows the WAI-ARIA radio
 * group: Tab stops at the chosen one only, arrow keys, Home and End move to
 * another and choose it.
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
  const stop = stopIndex(
    choices.map((choice) => choice.value),
    current,
  );
  const chooseByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(event, "radio");
    const choice = next === null ? undefined : choices[next];
    if (choice !== undefined) onSelect(choice.value);
  };
  return (
    <div className={className} role="radiogroup" aria-label={label} onKeyDown={chooseByKey}>
      {choices.map((choice, index) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          tabIndex={index === stop ? 0 : -1}
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
