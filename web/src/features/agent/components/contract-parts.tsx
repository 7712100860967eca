import type { components, OperationId } from "@platform/sdk";
import { Fragment, useState, type ReactNode } from "react";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiMutation, useApiQuery, type MutationDefinition } from "../../../lib/api-query.ts";
import { formatDateTime } from "../../../lib/date.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { FormAlert } from "../../../ui/form/index.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { contractFunds, contractLogs } from "../api/contract-calls.ts";
import { answersFor, byProduct, hasWaiting, statusTone, type Answer, type AnswerChoice, type ContractKind } from "../contract-state.ts";
import { productLabel } from "./product-label.ts";
import { StatusLabel } from "./status-label.tsx";

/** A product code's name; `CONS` is every product. */
export function productName(LL: TranslationFunctions, product: string | undefined): string {
  if (product === undefined) return "--";
  return product === "CONS" ? LL.agent.contract.allProducts() : productLabel(LL, product);
}

/** A contract row's state in words: the agent's own (`mine`), a downline's (waiting for their answer), or a log entry's (what happened). */
export function ContractState({ status, kind, party = "mine" }: { status: string; kind: ContractKind; party?: "mine" | "downline" | "log" }) {
  const { LL } = useI18nContext();
  const sets = { mine: LL.agent.contract.status, downline: LL.agent.contract.downlineStatus, log: LL.agent.contract.logStatus };
  const texts = sets[party] as Record<string, (() => string) | undefined>;
  const text = kind === "hourly" && status === "V" ? LL.agent.contract.hourlyChange() : (texts[status]?.() ?? status);
  return <StatusLabel text={text} tone={statusTone(status)} />;
}

/** A titled card of a contract page. */
export function ContractSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="agent-card" aria-labelledby={id}>
      <h2 id={id} className="agent-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type ConsolidatedFunds = components["schemas"]["ConsolidatedFunds"];

/**
 * The upline's requests of one kind that wait for the agent's answer: a map of the consolidated funds
 * (`pick`), in the server's product order, each product's rows drawn by `children` (its request cards);
 * one section with the loading, empty and failed states of the funds.
 */
export function UplineRequests<Row extends { status: string }>({
  id,
  pick,
  children,
}: {
  id: string;
  pick: (funds: ConsolidatedFunds) => Readonly<Record<string, readonly Row[]>> | null | undefined;
  children: (product: string, rows: readonly Row[]) => ReactNode;
}) {
  const { LL } = useI18nContext();
  const funds = useApiQuery(contractFunds);
  return (
    <ContractSection id={id} title={LL.agent.contract.requests()}>
      <DataState
        query={funds}
        skeleton={<Skeleton shape="cards" count={1} />}
        isEmpty={(value) => !hasWaiting(pick(value))}
        empty={<p className="agent-card__muted">{LL.agent.contract.noRequests()}</p>}
      >
        {(value) => byProduct(pick(value)).map(({ product, rows }) => <Fragment key={product}>{children(product, rows)}</Fragment>)}
      </DataState>
    </ContractSection>
  );
}

/** One contract the agent holds: its product, where it stands, and its terms (`children`). */
export function HeldContract({ product, status, kind, children }: { product: string | undefined; status: string; kind: ContractKind; children: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <article className="contract-request" aria-label={productName(LL, product)}>
      <div className="agent-card__row">
        <h3 className="contract-request__product">{productName(LL, product)}</h3>
        <ContractState status={status} kind={kind} />
      </div>
      {children}
    </article>
  );
}

const BUTTON_TEXT = { accept: "accept", refuse: "refuse", agreeEnd: "agree", agreeChange: "agree", keep: "keep" } as const;

function confirmation(LL: TranslationFunctions, choice: AnswerChoice, product: string): string {
  const texts = { accept: LL.agent.contract.confirmAccept, refuse: LL.agent.contract.confirmRefuse, agreeEnd: LL.agent.contract.confirmEnd, agreeChange: LL.agent.contract.confirmChange, keep: LL.agent.contract.confirmKeep };
  return texts[choice.meaning]({ product });
}

interface RequestCardProps<Op extends OperationId, V> {
  kind: ContractKind;
  product: string;
  status: string;
  /** `Y`: a downline already earns more than these terms (a second confirmation before accepting). */
  downlineHigherRate?: string;
  /** The answer's call, and its body for each answer. */
  answer: MutationDefinition<Op, V, unknown>;
  decision: (answer: Answer) => V;
  /** The terms (the tiers). */
  children: ReactNode;
}

/**
 * One of the upline's requests waiting for the agent's answer (home's
 * prompts lead here): its product, what the upline asks, the terms, and the
 * answers it takes (contract-state.ts), each confirmed before it is sent.
 */
export function RequestCard<Op extends OperationId, V>({ kind, product, status, downlineHigherRate, answer, decision, children }: RequestCardProps<Op, V>) {
  const { LL } = useI18nContext();
  const send = useApiMutation(answer, { meta: { silent: true }, onSuccess: () => toast.success(LL.agent.contract.answered()) });
  const [chosen, setChosen] = useState<Answer>();
  const name = productName(LL, product);
  const choices = answersFor(kind, status);
  const asks = kind === "hourly" && status === "V" ? LL.agent.contract.hourlyChangeOf() : (LL.agent.contract.requestOf as Record<string, (() => string) | undefined>)[status]?.();

  const choose = async (choice: AnswerChoice) => {
    const sure = await openDialog({ message: confirmation(LL, choice, name), confirmText: LL.agent.contract[BUTTON_TEXT[choice.meaning]](), cancelText: LL.common.cancel() });
    if (!sure) return;
    const accepting = choice.meaning === "accept" || choice.meaning === "agreeChange";
    if (accepting && downlineHigherRate === "Y") {
      const still = await openDialog({ message: LL.agent.contract.higherRate(), confirmText: LL.agent.contract.accept(), cancelText: LL.common.cancel() });
      if (!still) return;
    }
    setChosen(choice.answer);
    send.mutate(decision(choice.answer));
  };

  return (
    <article className="contract-request" aria-label={name}>
      <div className="agent-card__row">
        <h3 className="contract-request__product">{name}</h3>
        <ContractState status={status} kind={kind} />
      </div>
      {asks ? <p className="agent-card__muted">{asks}</p> : null}
      {children}
      {choices.length > 0 ? (
        <div className="agent-actions">
          {[...choices].reverse().map((choice) => (
            <button
              key={choice.answer}
              type="button"
              className={choice === choices[0] ? "button button--primary" : "button button--ghost"}
              disabled={send.isPending}
              onClick={() => void choose(choice)}
            >
              {send.isPending && chosen === choice.answer ? <Spinner size="small" /> : null}
              {LL.agent.contract[BUTTON_TEXT[choice.meaning]]()}
            </button>
          ))}
        </div>
      ) : null}
      <FormAlert text={send.error ? failureText(LL, send.error) : undefined} />
    </article>
  );
}

/** A contract kind's changes, newest first: product, other party, state and when. */
export function ContractLog({ kind }: { kind: ContractKind }) {
  const { LL } = useI18nContext();
  const log = useApiQuery(contractLogs[kind]);
  return (
    <ContractSection id={`contract-${kind}-history`} title={LL.agent.contract.history()}>
      <DataState query={log} skeleton={<Skeleton shape="rows" count={3} />} isEmpty={(page) => page.list.length === 0} empty={<p className="agent-card__muted">{LL.agent.contract.noHistory()}</p>}>
        {(page) => (
          <ul className="agent-list">
            {page.list.map((entry) => (
              <li key={entry.id} className="contract-history__item">
                <div className="agent-card__row">
                  <span>{productName(LL, entry.productType)}</span>
                  <ContractState status={entry.status} kind={kind} party="log" />
                </div>
                <p className="agent-card__muted">
                  {entry.customerName ? `${entry.customerName} · ` : ""}
                  {formatDateTime(entry.updateTime)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </ContractSection>
  );
}
