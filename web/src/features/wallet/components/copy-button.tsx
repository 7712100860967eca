import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { copyText } from "../../../lib/clipboard.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { CopyIcon } from "../wallet-icons.tsx";

/** Copies one detail of a transfer (account number, name, reference) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { LL } = useI18nContext();
  const copy = async () => {
    // Neither the clipboard nor the old copy command worked: the text stays on screen to copy by hand.
    if (await copyText(text)) toast.success(LL.wallet.copied());
    else toast.error(LL.wallet.copyFailed());
  };
  return (
    <button type="button" className="copy-button" aria-label={LL.wallet.copy({ label })} onClick={() => void copy()}>
      <CopyIcon />
    </button>
  );
}
