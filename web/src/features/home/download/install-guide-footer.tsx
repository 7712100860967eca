import { useEffect, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { leaveApp } from "../../../lib/open-external.ts";
import { readText, writeText } from "../../../lib/storage.ts";
import { ExternalLink } from "../../../ui/external-link.tsx";
import { CloseIcon, DownloadIcon } from "../../../ui/icons.tsx";
import { profileSettingsUrl } from "../../../config.ts";
import { PROFILE_REDIRECT_MS, TOAST_LONG } from "../../../ui/toast/toast-durations.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { downloadLinks } from "../api/get-download-links.ts";
import { currentDevice } from "./device-facts.ts";
import { guideFooter } from "./install-options.ts";
import "./install-guide.css";
import { after, type Cancel } from "../../../lib/timing.ts";

const HIDDEN_KEY = "HOME_INSTALL_GUIDE_HIDDEN";

/**
 * Spec §2 "Home": the add-to-home-screen guide footer (iOS 12.1 or older: tips; else the profile download).
 * Home loads this only on iOS outside the home-screen app (see needsInstallGuide).
 */
export default function InstallGuideFooter() {
  const { LL } = useI18nContext();
  const device = currentDevice();
  const links = useApiQuery(downloadLinks).data ?? [];
  const footer = guideFooter(device, links);
  const [hidden, setHidden] = useState(() => readText("session", HIDDEN_KEY) === "1");
  const [profileOpened, setProfileOpened] = useState(false);

  // Spec §4: back from downloading the profile, the member is told where to install it,
  // then after 4 s taken to the mobile-configuration address.
  useEffect(() => {
    if (!profileOpened) return;
    let redirect: Cancel | undefined;
    const onFocus = () => {
      toast.info(LL.games.guide.openSettings(), TOAST_LONG);
      redirect = after(PROFILE_REDIRECT_MS, () => leaveApp(profileSettingsUrl));
    };
    window.addEventListener("focus", onFocus, { once: true });
    return () => {
      window.removeEventListener("focus", onFocus);
      redirect?.();
    };
  }, [profileOpened, LL]);

  if (!footer || hidden) return null;
  const hide = () => {
    writeText("session", HIDDEN_KEY, "1");
    setHidden(true);
  };

  return (
    <aside className="install-guide" aria-label={LL.games.guide.label()}>
      <DownloadIcon className="install-guide__icon" />
      {footer.kind === "iosTips" ? (
        <p className="install-guide__text">{LL.games.guide.iosTips()}</p>
      ) : (
        <>
          <p className="install-guide__text">{LL.games.guide.profileHint()}</p>
          <ExternalLink className="button button--primary button--small" href={footer.url} onClick={() => setProfileOpened(true)}>
            {LL.games.guide.profile()}
          </ExternalLink>
        </>
      )}
      <button type="button" className="icon-button install-guide__close" aria-label={LL.games.guide.close()} onClick={hide}>
        <CloseIcon />
      </button>
    </aside>
  );
}
