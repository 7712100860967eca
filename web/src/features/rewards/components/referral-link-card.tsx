import { Suspense } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { copyText } from "../../../lib/clipboard.ts";
import { shareableUrl } from "../referral.ts";
import type { AffiliateUrl } from "../reward-types.ts";
import { lazyPart } from "../../../lib/lazy-part.ts";

const ReferralQr = lazyPart(() => import("./referral-qr.tsx"));

/** One referral link: the QR code, the address with Copy link, and the invitation code with Copy code. */
export function ReferralLinkCard({ link }: { link: AffiliateUrl }) {
  const { LL } = useI18nContext();
  const url = shareableUrl(link.url, window.location.origin);
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(LL.rewards.invite.copied());
    else toast.error(LL.rewards.invite.copyFailed());
  };
  return (
    <article className="referral-card">
      {url ? (
        <div className="referral-card__qr">
          <Suspense fallback={<Spinner />}>
            <ReferralQr url={url} label={LL.rewards.invite.qr()} />
          </Suspense>
        </div>
      ) : null}
      <p className="referral-card__code">{LL.rewards.invite.code({ code: link.affiliateCode })}</p>
      {url ? (
        <p className="referral-card__url" aria-label={LL.rewards.invite.yourLinks()}>
          {url}
        </p>
      ) : null}
      <div className="referral-card__actions">
        {url ? (
          <button type="button" className="button button--primary" onClick={() => void copy(url)}>
            {LL.rewards.invite.copy()}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => void copy(link.affiliateCode)}>
          {LL.rewards.invite.copyCode()}
        </button>
      </div>
      {link.registerCount !== undefined ? <p className="referral-card__count">{LL.rewards.invite.registered({ count: link.registerCount })}</p> : null}
    </article>
  );
}
