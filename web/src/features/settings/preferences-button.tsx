import { Suspense, useState } from "react";
import { lazyPart } from "../../lib/lazy-part.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { GlobeIcon } from "../../ui/icons.tsx";

// The sheet's code loads when the globe is first tapped, not with the header.
const loadSheet = () => import("./preferences-sheet.tsx");
const PreferencesSheet = lazyPart(loadSheet);

/** The header's globe: language and theme for everyone, visitors included (settings need a session). */
export function PreferencesButton() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A finger on the globe starts the sheet's download before the tap ends. */}
      <button type="button" className="icon-button" aria-label={LL.preferences.open()} onPointerDown={() => void loadSheet()} onClick={() => setOpen(true)}>
        <GlobeIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PreferencesSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
