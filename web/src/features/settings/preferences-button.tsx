import { useState } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { GlobeIcon } from "../../ui/icons.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { LanguagePicker } from "./language-picker.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/** The header's globe: language and theme for everyone, visitors included (settings need a session). */
export function PreferencesButton() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button" aria-label={LL.preferences.open()} onClick={() => setOpen(true)}>
        <GlobeIcon />
      </button>
      {open ? (
        <Sheet title={LL.preferences.title()} closeLabel={LL.common.close()} onClose={() => setOpen(false)}>
          <LanguagePicker />
          <ThemeSwitch />
        </Sheet>
      ) : null}
    </>
  );
}
