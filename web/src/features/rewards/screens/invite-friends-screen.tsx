// Spec §2 /m/inviteFriends, §6: a member's referral links with copy and QR
// code when REFERRAL is enabled; 'coming soon' for 1 s and back when it is
// not; an agent gets the agent modal instead. Visitors are sent to log in by
// the route's gate.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useGoBackInApp } from "../../../lib/app-location.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { TOAST_COMING_SOON } from "../../../ui/toast/toast-durations.ts";
import { useApiMutation, useApiQuery } from "../../../lib/api-query.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { useSession } from "../../../shared/session/index.ts";
import { createReferralLink } from "../api/create-affiliate-url.ts";
import { affiliateUrls } from "../api/get-affiliate-urls.ts";
import { ReferralLinkCard } from "../components/referral-link-card.tsx";
import { inviteOutcome, memberLinks } from "../referral.ts";
import { useSingleFlight } from "../single-flight.ts";
import { paths } from "../../../lib/routes.ts";
import "../rewards.css";

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

function ReferralPage() {
  const { LL } = useI18nContext();
  const links = useApiQuery(affiliateUrls);
  const create = useApiMutation(createReferralLink);
  const once = useSingleFlight();
  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{LL.rewards.invite.heading()}</h2>
        <p className="rewards-hero__text">{LL.rewards.invite.intro()}</p>
      </section>
      <section className="rewards-section" aria-label={LL.rewards.invite.yourLinks()}>
        <h2 className="rewards-section__title">{LL.rewards.invite.yourLinks()}</h2>
        <DataState
          query={links}
          skeleton={<Skeleton shape="cards" count={1} />}
          isEmpty={(list) => memberLinks(list).length === 0}
          empty={
            <EmptyState text={LL.rewards.invite.noLink()}>
              {create.isError ? (
                <p className="reward-card__error" role="alert">
                  {failureText(LL, create.error)}
                </p>
              ) : null}
              <button type="button" className="button button--primary" disabled={create.isPending} aria-busy={create.isPending} onClick={() => once(() => create.mutateAsync())}>
                {LL.rewards.invite.create()}
              </button>
            </EmptyState>
          }
        >
          {(list) => memberLinks(list).map((link) => <ReferralLinkCard key={link.affUrlId} link={link} />)}
        </DataState>
      </section>
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
      const timer = setTimeout(goBack, TOAST_COMING_SOON);
      return () => clearTimeout(timer);
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
