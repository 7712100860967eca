import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { LanguagePicker } from "./language-picker.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/** Language and theme, in a sheet opened from the header's globe (./preferences-button.tsx). */
export default function PreferencesSheet({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Sheet title={LL.preferences.title()} closeLabel={LL.common.close()} onClose={onClose}>
      <LanguagePicker />
      <ThemeSwitch />
    </Sheet>
  );
}
