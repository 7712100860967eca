import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { WarningIcon } from "../ui/screen-icons.tsx";
import { START_RETRY_ATTRIBUTE } from "./show-start-failure.ts";

/**
 * What a page shows when the app's code did not load (show-start-failure.ts): the build prerenders it into
 * every page in each language (src/prerender.tsx), since the texts, like the app, may not have come — a
 * connection that dropped, or a page from before a release asking for files that are gone. The entry wires
 * its button (a reload); no React runs in that case. It is the failure notice of the data views
 * (ui/data-state/failure-notice.tsx) in a card over the frame: every page links those styles (web/prerender-shell.ts).
 */
export function StartFailure() {
  const { LL } = useI18nContext();
  return (
    <div className="start-failure">
      <div className="failure-notice start-failure__card" role="alert">
        <WarningIcon className="failure-notice__icon" />
        <p className="failure-notice__text">{LL.errors.appNotLoaded()}</p>
        <button type="button" className="button button--primary button--small" {...{ [START_RETRY_ATTRIBUTE]: "" }}>
          {LL.common.retry()}
        </button>
      </div>
    </div>
  );
}
