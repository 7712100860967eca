// Spec §2 /m/inviteFriends, §6, as the member centre's invite friends page:
// when REFERRAL is enabled, the member's referral code and invitation link
// (MCSFE_getReferralDetails) with copy and QR code, the friends invited and
// the referral rewards the merchant runs; 'coming soon' for 1 s and back when
// it is not; an agent gets the agent modal instead. Visitors are sent to log
// in by the route's gate.
import { Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useGoBackInApp } from "../../../lib/app-location.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { TOAST_COMING_SOON } from "../../../ui/toast/toast-durations.ts";
import { copyText } from "../../../lib/clipboard.ts";
import { lazyPart } from "../../../lib/lazy-part.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { useSession } from "../../../shared/session/index.ts";
import { referralDetails } from "../api/get-referral-details.ts";
import { inviteOutcome, inviteUrl, referralEarnings } from "../referral.ts";
import type { ReferralDetails } from "../reward-types.ts";
import { paths } from "../../../lib/routes.ts";
import "../rewards.css";
import { after } from "../../../lib/timing.ts";

function ReferralRules() {
  const { LL } = useI18nContext();
  return (
    <section className="rewards-section">
      <h2 className="rewards-section__title">{LL.rewards.invite.rulesTitle()}</h2>
      <ol className="referral-rules">
        <li>{LL.rewards.invite.rule1()}</li>
        <li>{LL.rewards.invite.rule2()}</li>
        <li>{LL.rewards.invite.rule3()}</li>
        <li>{LL.rewards.invite.rule4()}</li>
      </ol>
    </section>
  );
}

const ReferralQr = lazyPart(() => import("../components/referral-qr.tsx"));

function useCopy() {
  const { LL } = useI18nContext();
  return async (text: string) => {
    if (await copyText(text)) toast.success(LL.rewards.invite.copied());
    else toast.error(LL.rewards.invite.copyFailed());
  };
}

/** The member's code and invitation link: the QR code, the link with Copy link, the code with Copy code, and the friends invited. */
function ReferralCard({ details }: { details: ReferralDetails }) {
  const { LL } = useI18nContext();
  const copy = useCopy();
  const url = inviteUrl(details, window.location.origin);
  return (
    <article className="referral-card">
      {url ? (
        <div className="referral-card__qr">
          <Suspense fallback={<Spinner />}>
            <ReferralQr url={url} label={LL.rewards.invite.qr()} />
          </Suspense>
        </div>
      ) : null}
      <h3 className="referral-card__label">{LL.rewards.invite.codeLabel()}</h3>
      <p className="referral-card__code">{details.referralCode}</p>
      {url ? (
        <>
          <h3 className="referral-card__label">{LL.rewards.invite.linkLabel()}</h3>
          <p className="referral-card__url">{url}</p>
        </>
      ) : (
        <p className="rewards-muted">{LL.rewards.invite.noLink()}</p>
      )}
      <div className="referral-card__actions">
        {url ? (
          <button type="button" className="button button--primary" onClick={() => void copy(url)}>
            {LL.rewards.invite.copy()}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => void copy(details.referralCode)}>
          {LL.rewards.invite.copyCode()}
        </button>
      </div>
      {details.totalInvitations !== undefined ? <p className="referral-card__count">{LL.rewards.invite.invited({ count: details.totalInvitations })}</p> : null}
    </article>
  );
}

/** The referral rewards the merchant runs. */
function Earnings({ details }: { details: ReferralDetails }) {
  const { LL } = useI18nContext();
  const earnings = referralEarnings(details);
  if (earnings.length === 0) return null;
  return (
    <section className="rewards-section">
      <h2 className="rewards-section__title">{LL.rewards.invite.earnTitle()}</h2>
      <ul className="referral-earnings">
        {earnings.map((earning) => (
          <li key={earning}>{LL.rewards.invite.earn[earning]()}</li>
        ))}
      </ul>
    </section>
  );
}

function ReferralPage() {
  const { LL } = useI18nContext();
  const details = useApiQuery(referralDetails);
  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{LL.rewards.invite.heading()}</h2>
        <p className="rewards-hero__text">{LL.rewards.invite.intro()}</p>
      </section>
      <DataState query={details} skeleton={<Skeleton shape="cards" count={2} />}>
        {(value) => (
          <>
            <section className="rewards-section" aria-label={LL.rewards.invite.linkLabel()}>
              <ReferralCard details={value} />
            </section>
            <Earnings details={value} />
          </>
        )}
      </DataState>
      <ReferralRules />
    </>
  );
}

export default function InviteFriendsScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const available = useApiQuery(availablePromotions);
  const [, navigate] = useLocation();
  const goBack = useGoBackInApp();
  const outcome = inviteOutcome(session, available.data, !available.isPending);

  useEffect(() => {
    if (outcome === "comingSoon") {
      toast.info(LL.errors.comingSoon(), TOAST_COMING_SOON);
      return after(TOAST_COMING_SOON, goBack);
    }
    if (outcome === "agentModal") {
      let live = true;
      void openDialog({
        title: LL.rewards.invite.agentTitle(),
        message: LL.rewards.invite.agentMessage(),
        confirmText: LL.rewards.invite.agentGo(),
        cancelText: LL.common.cancel(),
      }).then((go) => {
        if (!live) return;
        if (go) navigate(paths.agent);
        else goBack();
      });
      return () => {
        live = false;
      };
    }
    return undefined;
    // The branch is decided once per outcome; the texts and callbacks of that moment are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  return (
    <div className="rewards-page">
      {outcome === "referral" ? <ReferralPage /> : outcome === "comingSoon" ? <EmptyState text={LL.common.comingSoon()} /> : <Skeleton shape="cards" count={2} />}
    </div>
  );
}
