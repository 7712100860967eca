import { Suspense, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DownloadIcon } from "../../../ui/icons.tsx";
import { lazyPart } from "../../../lib/lazy-part.ts";

const DownloadDialog = lazyPart(() => import("./download-dialog.tsx"));

/** Spec §2: the download button of the home header; the dialog's code loads when it opens. */
export function DownloadButton() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button" aria-label={LL.header.download()} onClick={() => setOpen(true)}>
        <DownloadIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DownloadDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
