import { useId, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import type { Theme } from "../../lib/theme.ts";
import { commonStore, setTheme } from "../../stores/common.ts";
import { MoonIcon, SunIcon } from "../../ui/icons.tsx";
import "./preferences.css";

/** Spec §1: dark (default) or light, kept locally. */
export function ThemeSwitch() {
  const { LL } = useI18nContext();
  const { theme } = useSnapshot(commonStore);
  const name = useId();
  const options: { value: Theme; label: string; icon: ReactNode }[] = [
    { value: "dark", label: LL.theme.dark(), icon: <MoonIcon /> },
    { value: "light", label: LL.theme.light(), icon: <SunIcon /> },
  ];

  return (
    <fieldset className="segmented">
      <legend className="choice-list__legend">{LL.theme.title()}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            <span className="segmented__face">
              {option.icon}
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
