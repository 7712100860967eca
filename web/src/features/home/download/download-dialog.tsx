import { useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ExternalLink } from "../../../ui/external-link.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { paths } from "../../../lib/routes.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { downloadLinks } from "../api/get-download-links.ts";
import { currentDevice } from "./device-facts.ts";
import { downloadEntries, type DownloadEntry } from "./install-options.ts";
import "./install-guide.css";

/** Spec §2 "Other": the app-download dialog (mask, close, download entries; the add-to-home-screen guide as a sub-state). */
export default function DownloadDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const links = useApiQuery(downloadLinks);
  const [guide, setGuide] = useState(false);
  const entries = downloadEntries(currentDevice(), links.data ?? []);
  const label = (entry: DownloadEntry) =>
    entry.kind === "addToHome" ? LL.games.downloadApp.addToHome() : LL.games.downloadApp[entry.kind]();

  if (guide) {
    return (
      <Sheet title={LL.games.downloadApp.guideTitle()} closeLabel={LL.common.close()} onClose={onClose}>
        <p className="download-dialog__steps">{LL.games.downloadApp.guideSteps()}</p>
        <button type="button" className="button button--ghost button--block" onClick={() => setGuide(false)}>
          {LL.games.downloadApp.back()}
        </button>
      </Sheet>
    );
  }

  return (
    <Sheet title={LL.games.downloadApp.title()} closeLabel={LL.common.close()} onClose={onClose}>
      {links.isPending ? (
        <Spinner label={LL.common.loading()} />
      ) : entries.length === 0 ? (
        <EmptyState text={LL.games.downloadApp.none()} />
      ) : (
        <ul className="download-dialog__list">
          {entries.map((entry) => (
            <li key={entry.kind}>
              {entry.kind === "addToHome" ? (
                <button type="button" className="button button--ghost button--block" onClick={() => setGuide(true)}>
                  {label(entry)}
                </button>
              ) : (
                <ExternalLink className="button button--primary button--block" href={entry.url} sameTab={entry.sameTab}>
                  {label(entry)}
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link href={paths.installGuide} className="download-dialog__tutorials" onClick={onClose}>
        {LL.titles.installGuide()}
      </Link>
    </Sheet>
  );
}
