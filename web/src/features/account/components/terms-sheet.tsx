import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { useHelpCentre } from "../../home/index.ts";
import { termsEntries } from "../terms.ts";

/**
 * The terms a member agrees to when signing up, over the form (what
 * they typed stays): the help centre's terms topic, or, when the merchant
 * publishes none, where to ask for them. "I agree" ticks the box and closes.
 */
export function TermsSheet({ onAgree, onClose }: { onAgree: () => void; onClose: () => void }) {
  const { LL } = useI18nContext();
  const help = useHelpCentre();
  return (
    <Sheet title={LL.account.register.termsTitle()} closeLabel={LL.common.close()} onClose={onClose}>
      <div className="terms-sheet">
        <DataState query={help} skeleton={<Skeleton shape="rows" count={4} />}>
          {(topics) => {
            const entries = termsEntries(topics);
            if (entries.length === 0) return <p className="terms-sheet__missing">{LL.account.register.termsMissing()}</p>;
            return entries.map((entry, index) => (
              <section key={`${index}-${entry.title}`} className="terms-sheet__entry" aria-label={entry.title}>
                {entries.length > 1 ? <h3 className="terms-sheet__title">{entry.title}</h3> : null}
                <SafeHtml html={entry.content ?? ""} />
              </section>
            ));
          }}
        </DataState>
        <button type="button" className="button button--primary button--block" onClick={onAgree}>
          {LL.account.register.termsAgree()}
        </button>
      </div>
    </Sheet>
  );
}
