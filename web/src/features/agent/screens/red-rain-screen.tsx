import { AMOUNT_PATTERN, amountRule, paymentPasswordRule, type FieldRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useId, useState } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { memberInfo } from "../../member/index.ts";
import { simpleDownlines, useRedEnvelopeRain, type DownlineTransferResult } from "../api/red-rain.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { EnvelopeRainIcon } from "../components/agent-icons.tsx";
import { asQuery } from "../components/as-query.ts";
import { recipientsOf, transferPayload, transferTotal } from "../red-rain.ts";

/** The most one downline gets in one transfer: the contract's MoneyAmount bound. */
const MOST_EACH = 99_999_999.99;

/** The withdrawal password as the relay takes it (DownlineTransferPayload: 6 to 15 letters or digits). */
const transferPasswordRule: FieldRule = { ...paymentPasswordRule, pattern: /^[A-Za-z0-9]+$/, maxLength: 15 };

interface Sent {
  result: DownlineTransferResult;
  names: readonly string[];
  amountEach: number;
}

/**
 * The transfer form: the downlines to send to (all by default), one amount each, the withdrawal
 * password; the total against the balance; a confirmation, then one encrypted request through the money
 * path. While an answer is unconfirmed the form is locked and says so (checking, then the records),
 * never offered again as a failure to retry.
 */
function TransferForm({ names, balance, onSent }: { names: readonly string[]; balance: number; onSent: (sent: Sent) => void }) {
  const { LL } = useI18nContext();
  const rain = useRedEnvelopeRain();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(names));
  const listId = useId();
  const picked = names.filter((name) => chosen.has(name));
  const actor = useFormActor({
    rules: { amount: amountRule({ min: 0.01, max: MOST_EACH }, formatMoney), password: transferPasswordRule },
    submit: async (typed): Promise<Sent | undefined> => {
      const amountEach = Number(typed.amount);
      const total = transferTotal(amountEach, picked.length);
      const sure = await openDialog({
        message: `${LL.agent.redRain.confirmTitle()} ${LL.agent.redRain.confirmText({ count: picked.length, amount: formatMoney(amountEach), total: formatMoney(total) })}`,
        confirmText: LL.agent.redRain.confirm(),
        cancelText: LL.agent.redRain.back(),
      });
      if (!sure) return undefined;
      const result = await rain.submit(transferPayload(picked, amountEach, typed.password));
      return { result, names: picked, amountEach };
    },
    onSubmitted: (sent) => {
      if (sent) onSent(sent);
    },
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const typedAmount = form.values.amount ?? "";
  const amountEach = AMOUNT_PATTERN.test(typedAmount) ? Number(typedAmount) : 0;
  const total = transferTotal(amountEach, picked.length);
  const overBalance = total > balance;
  const blocker = picked.length === 0 ? LL.agent.redRain.pickOne() : overBalance ? LL.agent.redRain.overBalance() : undefined;
  const toggle = (name: string) => setChosen((current) => (current.has(name) ? new Set([...current].filter((item) => item !== name)) : new Set([...current, name])));
  const all = picked.length === names.length;

  return (
    <form className="agent-card agent-rebate-form red-rain" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.redRain()}>
      <fieldset className="red-rain__downlines" aria-describedby={blocker ? `${listId}-blocker` : undefined}>
        <legend className="field__label">{LL.agent.redRain.downlines()}</legend>
        <label className="red-rain__pick red-rain__pick--all">
          <input type="checkbox" checked={all} onChange={() => setChosen(all ? new Set() : new Set(names))} disabled={rain.locked} />
          {LL.agent.redRain.selectAll()}
        </label>
        <ul className="red-rain__list" id={listId}>
          {names.map((name) => (
            <li key={name}>
              <label className="red-rain__pick">
                <input type="checkbox" checked={chosen.has(name)} onChange={() => toggle(name)} disabled={rain.locked} />
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormField label={LL.agent.redRain.amountEach()} required error={form.errorOf("amount")}>
        {({ inputId, describedBy }) => <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" readOnly={rain.locked} {...describedBy} {...form.field("amount")} />}
      </FormField>
      <dl className="red-rain__sum">
        <dt>{LL.agent.redRain.total()}</dt>
        <dd>{formatMoney(total)}</dd>
        <dt>{LL.agent.redRain.balance()}</dt>
        <dd>{formatMoney(balance)}</dd>
      </dl>
      <FormField label={LL.agent.redRain.password()} required error={form.errorOf("password")}>
        {({ inputId, describedBy }) => <input id={inputId} className="field__input" type="password" autoComplete="off" readOnly={rain.locked} {...describedBy} {...form.field("password")} />}
      </FormField>
      {blocker ? (
        <p id={`${listId}-blocker`} className="agent-card__muted red-rain__blocker">
          {blocker}
        </p>
      ) : null}
      <FormAlert text={rain.locked ? undefined : form.alert} />
      <MoneyCallNotice phase={rain.phase} what="redPacket" recordsHref={paths.transactionRecord} onRecheck={rain.recheck} />
      {rain.locked ? null : <SubmitButton label={LL.agent.redRain.send({ count: picked.length })} busy={busy} disabled={blocker !== undefined} />}
      <p className="agent-card__muted">
        <LockIcon /> {LL.agent.register.encrypted()}
      </p>
    </form>
  );
}

/** What was sent: the total, to whom, and the way to send more. */
function SentCard({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  const { LL } = useI18nContext();
  return (
    <section className="agent-card red-rain__sent" role="status" aria-labelledby="red-rain-sent">
      <h2 id="red-rain-sent" className="agent-card__title">
        <EnvelopeRainIcon /> {LL.agent.redRain.sent({ total: formatMoney(sent.result.totalAmount), count: sent.result.transferCount })}
      </h2>
      <p className="agent-card__muted">
        {LL.agent.redRain.recipients()}: {sent.names.join(", ")} · {LL.agent.redRain.amountEach()} {formatMoney(sent.amountEach)}
      </p>
      {sent.result.sumBalance === undefined ? null : (
        <p className="agent-card__muted">
          {LL.agent.redRain.balance()}: {formatMoney(sent.result.sumBalance)}
        </p>
      )}
      <button type="button" className="button button--ghost button--block" onClick={onAgain}>
        {LL.agent.redRain.again()}
      </button>
    </section>
  );
}

/**
 * /m/redRain, the red-envelope rain of the agent grid (AGENTRANSMULTDOWN3): the agent sends one amount to
 * each of several direct downlines (GET ODSFE2_subordinateSimple, then the encrypted POST
 * /wps/agent/transferMultipleDownline), exactly once.
 */
export default function RedRainScreen() {
  const { LL } = useI18nContext();
  const ownName = useSnapshot(authStore).session?.userName ?? "";
  const data = combineQueries(asQuery(useApiQuery(simpleDownlines)), asQuery(useApiQuery(memberInfo)));
  const [sent, setSent] = useState<Sent | undefined>();
  const [round, setRound] = useState(0);

  return (
    <AgentPage label={LL.titles.redRain()}>
      <p className="agent-card__muted red-rain__intro">
        <EnvelopeRainIcon /> {LL.agent.redRain.intro()}
      </p>
      <DataState
        query={data}
        skeleton={<Skeleton shape="cards" count={3} />}
        isEmpty={([names]) => recipientsOf(names.list, ownName).length === 0}
        empty={<EmptyState text={LL.agent.redRain.none()} />}
      >
        {([names, info]) =>
          sent ? (
            <SentCard
              sent={sent}
              onAgain={() => {
                setSent(undefined);
                setRound(round + 1);
              }}
            />
          ) : (
            <TransferForm key={round} names={recipientsOf(names.list, ownName)} balance={info.sumBalance ?? 0} onSent={setSent} />
          )
        }
      </DataState>
    </AgentPage>
  );
}
