import { useId, useState } from "react";
import { philippinesSiteUrl } from "../../config.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import type { Locales } from "../../i18n/generated/i18n-types.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { isAppMode } from "../../lib/device.ts";
import { ExternalLink } from "../../ui/external-link.tsx";
import { GlobeIcon } from "../../ui/icons.tsx";
import "./preferences.css";

const choices: { locale: Locales; label: "english" | "chinese" | "malay" }[] = [
  { locale: "en", label: "english" },
  { locale: "cn", label: "chinese" },
  { locale: "ms", label: "malay" },
];

/** Spec §2 "Other": English, Chinese, Malay, plus the Philippines site (an external link, not in app mode). */
export function LanguagePicker() {
  const { LL } = useI18nContext();
  const { locale, changeLanguage } = useLanguage();
  const name = useId();
  // The new locale's texts load first; the radio shows the choice at once meanwhile.
  const [chosen, setChosen] = useState<Locales | null>(null);

  const choose = (next: Locales) => {
    setChosen(next);
    void changeLanguage(next).finally(() => setChosen(null));
  };

  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">{LL.language.title()}</legend>
      {choices.map((choice) => (
        <label key={choice.locale} className="choice">
          <input
            type="radio"
            name={name}
            value={choice.locale}
            checked={(chosen ?? locale) === choice.locale}
            onChange={() => choose(choice.locale)}
          />
          <span className="choice__label">{LL.language[choice.label]()}</span>
          <span className="choice__mark" aria-hidden="true" />
        </label>
      ))}
      {isAppMode() ? null : (
        <ExternalLink className="choice choice--link" href={philippinesSiteUrl}>
          <span className="choice__label">{LL.language.philippines()}</span>
          <GlobeIcon className="choice__icon" />
        </ExternalLink>
      )}
    </fieldset>
  );
}
