import type { components } from "@platform/sdk";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { CloseIcon } from "../../../ui/icons.tsx";
import { Modal } from "../../../ui/modal/modal.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import "./login-popups.css";

type Announcement = components["schemas"]["Announcement"];

/** Pop-up images are 600×750 posters (the mock's pop-ups); the attributes keep their space. */
const POPUP_IMAGE = { width: 600, height: 750 } as const;

/**
 * Spec §2 "Home": the login pop-ups (type PU), one after another; closing the
 * last one ends them. Each has a close (×) in its corner, which, like
 * Escape, ends them all: a member who wants none of them taps once.
 */
export function LoginPopups({ popups, onDone }: { popups: readonly Announcement[]; onDone: () => void }) {
  const { LL } = useI18nContext();
  const [index, setIndex] = useState(0);
  const popup = popups[index];
  if (!popup) return null;
  const last = index === popups.length - 1;
  const cover = popup.announcementImages?.find((image) => image.sequence === 1) ?? popup.announcementImages?.[0];
  const close = () => (last ? onDone() : setIndex(index + 1));

  return (
    <Modal layer="popup" className="login-popup" label={popup.title} onClose={onDone}>
      <button type="button" className="icon-button login-popup__close" aria-label={LL.games.popup.closeAll()} onClick={onDone}>
        <CloseIcon />
      </button>
      {cover ? <img className="login-popup__image" src={safeImageSrc(cover.url)} alt="" {...POPUP_IMAGE} /> : null}
      <div className="login-popup__body">
        <h2 className="login-popup__title">{popup.title}</h2>
        {popup.content ? <SafeHtml html={popup.content} className="login-popup__content" /> : null}
      </div>
      <footer className="login-popup__actions">
        {popups.length > 1 ? (
          <span className="login-popup__count">
            {index + 1} / {popups.length}
          </span>
        ) : null}
        <button type="button" className="button button--primary button--small" onClick={close}>
          {last ? LL.games.popup.close() : LL.games.popup.next()}
        </button>
      </footer>
    </Modal>
  );
}
