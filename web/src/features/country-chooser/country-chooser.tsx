import { useRef, useState } from "react";
import { philippinesSiteUrl } from "../../config.ts";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useHydrating } from "../../lib/hydration.ts";
import { localKeys, writeText } from "../../lib/storage.ts";
import { ExternalLink } from "../../ui/external-link.tsx";
import { CloseIcon, GlobeIcon } from "../../ui/icons.tsx";
import { Modal } from "../../ui/modal/modal.tsx";
import { useSystemStatus } from "../../shared/system/index.ts";
import { shouldShowCountryPopup, STARTUP_POP_CLOSED } from "./country-popup-rule.ts";
import { countryPopupStart } from "./country-popup-start.ts";
import "./country-chooser.css";

/**
 * Spec §2 "Country chooser pop-up", mounted by the app shell: Malaysia (this
 * site) or the Philippines (the merchant's PH site). Closing it, either way,
 * stores STARTUP_POP as closed.
 */
export function CountryChooser() {
  const { LL } = useI18nContext();
  const [start] = useState(countryPopupStart);
  const [closed, setClosed] = useState(false);
  const countryCode = useSystemStatus().data?.location?.countryCode ?? undefined;
  // Not in the prerendered frame: the pop-up comes once the page is hydrated.
  const hydrating = useHydrating();
  const shown = !hydrating && !closed && shouldShowCountryPopup({ ...start, countryCode });
  const stayRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    writeText("local", localKeys.startupPopup, STARTUP_POP_CLOSED);
    setClosed(true);
  };

  if (!shown) return null;
  return (
    <Modal layer="popup" className="country-chooser" labelledBy="country-chooser-title" onClose={close} initialFocus={stayRef}>
      <button type="button" className="icon-button country-chooser__close" aria-label={LL.common.close()} onClick={close}>
        <CloseIcon />
      </button>
      <GlobeIcon className="country-chooser__icon" />
      <h2 id="country-chooser-title" className="country-chooser__title">
        {LL.country.title()}
      </h2>
      <p className="country-chooser__text">{LL.country.text()}</p>
      <div className="country-chooser__options">
        <button ref={stayRef} type="button" className="country-chooser__option" onClick={close}>
          <span className="country-chooser__flag" aria-hidden="true">MY</span>
          {LL.country.malaysia()}
        </button>
        {/* Follows the merchant's PH link in this tab (spec §2), through the URL gate. */}
        <ExternalLink href={philippinesSiteUrl} sameTab className="country-chooser__option" onClick={close}>
          <span className="country-chooser__flag" aria-hidden="true">PH</span>
          {LL.country.philippines()}
        </ExternalLink>
      </div>
    </Modal>
  );
}
