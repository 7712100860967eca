import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { reserveAboveFooter } from "../../ui/above-footer.ts";
import { NonModalDialog } from "../../ui/modal/modal.tsx";
import type { SwUpdateActor } from "./service-worker.ts";
import "./pwa.css";

/**
 * Spec §9: when a new version waits, the member is asked; "Update now"
 * activates it 200 ms later and the page reloads under it; "Later" (or no
 * answer) applies it at the next navigation.
 */
export function UpdatePrompt({ actor }: { actor: SwUpdateActor }) {
  const { LL } = useI18nContext();
  const prompting = useSelector(actor, (s) => s.hasTag("prompt"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const [location] = useLocation();
  const first = useRef(location);

  useEffect(() => {
    if (location !== first.current) actor.send({ type: "navigate" });
  }, [actor, location]);

  if (!prompting) return null;
  const later = () => actor.send({ type: "update.later" });
  // Not modal: "no answer" is an answer (the update waits for the next navigation), so the page stays usable.
  // It holds the place next to the footer; home's install guide moves above it (ui/above-footer.ts).
  return (
    <NonModalDialog ref={reserveAboveFooter} role="alertdialog" announce label={LL.pwa.updateReady()} className="pwa-update" onClose={busy ? undefined : later}>
      <p className="pwa-update__text">{LL.pwa.updateReady()}</p>
      <div className="pwa-update__actions">
        <button type="button" className="button button--ghost pwa-update__later" disabled={busy} onClick={later}>
          {LL.pwa.later()}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: "update.accept" })}>
          {busy ? LL.pwa.updating() : LL.pwa.update()}
        </button>
      </div>
    </NonModalDialog>
  );
}
