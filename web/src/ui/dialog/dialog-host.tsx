import { lazy, Suspense } from "react";
import { useSnapshot } from "valtio";
import { dialogStore, type OpenDialog } from "./dialog-store.ts";

// The dialog's code and styles load when the first dialog opens, not with the app (issue 17).
const DialogView = lazy(() => import("./dialog-view.tsx"));

/** Shows the dialog that openDialog (./dialog-store.ts) asked for, one at a time. */
export function DialogHost() {
  const { current } = useSnapshot(dialogStore);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView current={current as OpenDialog} />
    </Suspense>
  );
}
