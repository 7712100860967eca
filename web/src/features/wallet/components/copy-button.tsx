import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { CopyIcon } from "../wallet-icons.tsx";

/** Copies one detail of a transfer (account number, name, reference) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { LL } = useI18nContext();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(LL.wallet.copied());
    } catch {
      // No clipboard (an old browser, a denied permission): the text stays on screen to copy by hand.
      toast.error(LL.wallet.copyFailed());
    }
  };
  return (
    <button type="button" className="copy-button" aria-label={LL.wallet.copy({ label })} onClick={() => void copy()}>
      <CopyIcon />
    </button>
  );
}
