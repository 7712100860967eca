// Spec §2 /m/activity/signIn (LOGIN promotion), as the member centre's
// sign-in page shows it: a tab per check-in configuration; for the one shown,
// the days checked in and what was collected, today's requirements, each day
// with its rewards and label, today's claim, and the rules. Claiming credits
// the wallet and the points: it goes through the money path, and an
// answer that did not come is checked on the days, never offered as a retry.
// A refusal says what is missing. A visitor is asked to log in.
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { Tabs } from "../../../ui/tabs.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useSession } from "../../../shared/session/index.ts";
import { useFeatureFlag } from "../../../shared/system/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useClaimSignIn } from "../api/claim-sign-in.ts";
import { signInConfigs, signInDays } from "../api/get-sign-in.ts";
import { LoginFirst } from "../components/login-first.tsx";
import { SignInCalendar, dayRewards } from "../components/sign-in-calendar.tsx";
import { SignInRefusalNotice } from "../components/sign-in-refusal.tsx";
import type { SignInConfig, SignInConfigHistory } from "../reward-types.ts";
import { claimedToday, todayOf } from "../sign-in-rules.ts";
import { useSingleFlight } from "../single-flight.ts";
import "../rewards.css";

/** Days checked in, money collected and, with the points mall on, points collected (the member centre's header). */
function Totals({ record }: { record: SignInConfigHistory }) {
  const { LL } = useI18nContext();
  const pointsMall = useFeatureFlag("PTSYS3");
  const { footer } = record;
  return (
    <dl className="sign-in-totals">
      <div>
        <dt>{LL.rewards.signIn.daysClaimed()}</dt>
        <dd>{footer.dayCountClaimed}</dd>
      </div>
      <div>
        <dt>{LL.rewards.signIn.totalPrize()}</dt>
        <dd>{formatMoney(footer.totalClaimedAmount)}</dd>
      </div>
      {pointsMall ? (
        <div>
          <dt>{LL.rewards.signIn.totalPoints()}</dt>
          <dd>{formatPoints(footer.totalClaimedPointAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ConfigDays({ config, record }: { config: SignInConfig; record: SignInConfigHistory }) {
  const { LL } = useI18nContext();
  const claim = useClaimSignIn();
  const once = useSingleFlight();
  const [error, setError] = useState<unknown>();
  const today = todayOf(record);
  const done = claimedToday(record);
  const deposit = today?.depositAmount ?? 0;
  const bet = today?.validBetAmount ?? 0;

  return (
    <>
      <section className="rewards-hero">
        <h2 className="rewards-hero__title">{config.name}</h2>
        <p className={`sign-in-today${done ? " sign-in-today--done" : ""}`}>{done ? LL.rewards.signIn.claimedTodayLabel() : LL.rewards.signIn.notClaimedTodayLabel()}</p>
        <Totals record={record} />
      </section>
      <section className="rewards-section" aria-label={LL.rewards.signIn.calendar()}>
        {today && (deposit > 0 || bet > 0) ? (
          <div className="sign-in-needs">
            <h3 className="sign-in-needs__title">{LL.rewards.signIn.todayNeeds()}</h3>
            <ul>
              {deposit > 0 ? <li>{LL.rewards.signIn.needDeposit({ amount: formatMoney(deposit) })}</li> : null}
              {bet > 0 ? <li>{LL.rewards.signIn.needBet({ amount: formatMoney(bet) })}</li> : null}
            </ul>
          </div>
        ) : null}
        <SignInCalendar config={config} record={record} />
        {error !== undefined && !claim.locked ? <SignInRefusalNotice error={error} refusal={claim.refusal} /> : null}
        <MoneyCallNotice phase={claim.phase} what="signIn" recordsHref={`${paths.transactionRecord}?types=BONUS`} onRecheck={claim.recheck} />
        {claim.phase === "unknown" ? null : (
          <button
            type="button"
            className="button button--primary button--block sign-in-button"
            disabled={!today || done || claim.locked}
            aria-busy={claim.locked}
            onClick={() =>
              once(async () => {
                if (!today) return;
                setError(undefined);
                try {
                  await claim.submit({ configId: config.configId, detailId: today.id });
                  const rewards = dayRewards(LL, today);
                  toast.success(rewards.length > 0 ? LL.rewards.signIn.claimedToast({ rewards: rewards.join(", ") }) : LL.rewards.signIn.claimedToastPlain());
                } catch (failure) {
                  setError(failure);
                  throw failure;
                }
              })
            }
          >
            {done ? LL.rewards.signIn.claimedToday() : today ? LL.rewards.signIn.claimToday() : LL.rewards.signIn.noToday()}
          </button>
        )}
      </section>
      {config.description ? (
        <section className="rewards-section">
          <h2 className="rewards-section__title">{LL.rewards.signIn.rules()}</h2>
          <SafeHtml html={config.description} className="rewards-rules" />
        </section>
      ) : null}
    </>
  );
}

/** One configuration: its days asked when its tab is shown. */
function ConfigView({ config }: { config: SignInConfig }) {
  const days = useApiQuery(signInDays, config.configId);
  return (
    <DataState query={days} skeleton={<Skeleton shape="cards" count={3} />}>
      {(record) => <ConfigDays key={config.configId} config={config} record={record} />}
    </DataState>
  );
}

function SignInView({ configs }: { configs: readonly SignInConfig[] }) {
  const { LL } = useI18nContext();
  const [picked, setPicked] = useState(configs[0]!.configId);
  const config = configs.find((item) => item.configId === picked) ?? configs[0]!;
  return (
    <>
      {configs.length > 1 ? (
        <Tabs
          label={LL.rewards.signIn.configs()}
          tabs={configs.map((item) => ({ value: item.configId, label: item.name }))}
          current={config.configId}
          onSelect={setPicked}
          className="tab-strip sign-in-tabs"
          tabClassName="tab-strip__tab"
        />
      ) : null}
      <ConfigView key={config.configId} config={config} />
    </>
  );
}

/** A visitor (who opened the address: the More entry sends one to log in) is asked to log in, as the points mall asks. */
export default function SignInScreen() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const configs = useApiQuery(signInConfigs);
  return (
    <div className="rewards-page">
      {session ? (
        <DataState query={configs} skeleton={<Skeleton shape="cards" count={4} />} isEmpty={(list) => list.length === 0} empty={<EmptyState text={LL.rewards.signIn.empty()} />}>
          {(list) => <SignInView configs={list} />}
        </DataState>
      ) : (
        <LoginFirst text={LL.rewards.signIn.loginFirst()} />
      )}
    </div>
  );
}
