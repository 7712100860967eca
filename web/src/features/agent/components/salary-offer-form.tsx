import type { FieldRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiMutation } from "../../../lib/api-query.ts";
import { formatMoney } from "../../../lib/money.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { offerDailySalary, type DailySalaryContract, type DailySalaryTier, type Subordinate } from "../api/contract-calls.ts";
import { percent } from "../contract-state.ts";
import { productName } from "./contract-parts.tsx";

/** A tier's salary as typed: a number with at most four decimals. */
const RATE_PATTERN = /^\d+(\.\d{1,4})?$/;

const rateField = (index: number) => `rate_${index}`;

/** A tier's salary as typed: a percentage of turnover for `P` tiers, else an amount; from 0 up to the agent's own. */
const typedMax = (tier: DailySalaryTier) => (tier.rateType === "P" ? Number((tier.rate * 100).toFixed(4)) : tier.rate);

function offerRules(tiers: readonly DailySalaryTier[]): Record<string, FieldRule> {
  return {
    receiverId: { required: true, pattern: /^\d+$/, requiredMessage: "choose_one", message: "choose_one" },
    ...Object.fromEntries(
      tiers.map((tier, index) => [
        rateField(index),
        { required: true, pattern: RATE_PATTERN, minValue: 0, maxValue: typedMax(tier), requiredMessage: "field_required", message: "value_out_of_range" } satisfies FieldRule,
      ]),
    ),
  };
}

/** The checked values as the offer's tiers: the agent's own minimums, the typed salaries. */
function offeredTiers(tiers: readonly DailySalaryTier[], values: Readonly<Record<string, string>>): DailySalaryTier[] {
  return tiers.map((tier, index) => {
    const typed = Number(values[rateField(index)]);
    return { ...tier, rate: tier.rateType === "P" ? Number((typed / 100).toFixed(6)) : typed };
  });
}

/** The offer of one product: a downline, and per tier of the agent's own contract the salary it passes on. */
function ProductOffer({ own, downlines }: { own: DailySalaryContract; downlines: readonly Subordinate[] }) {
  const { LL } = useI18nContext();
  const tiers = own.details ?? [];
  const offer = useApiMutation(offerDailySalary, { meta: { silent: true } });
  const nameOf = (id: number) => downlines.find((row) => row.customerId === id)?.customerName ?? String(id);
  const actor = useFormActor({
    rules: offerRules(tiers),
    values: { receiverId: "", ...Object.fromEntries(tiers.map((tier, index) => [rateField(index), String(typedMax(tier))])) },
    submit: async (values) => {
      const receiverId = Number(values.receiverId);
      await offer.mutateAsync({ receiverId, productType: own.productType ?? "CONS", details: offeredTiers(tiers, values) });
      return receiverId;
    },
    onSubmitted: (receiverId) => toast.success(LL.agent.contract.offerSent({ name: nameOf(receiverId) })),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));

  return (
    <form className="contract-offer" noValidate onSubmit={form.onSubmit} aria-label={LL.agent.contract.offerTitle()}>
      <FormField label={LL.agent.contract.downline()} required error={form.errorOf("receiverId")}>
        {({ inputId, describedBy }) => (
          <select id={inputId} className="field__input field__select" {...describedBy} {...form.field("receiverId")}>
            <option value="">{LL.agent.contract.chooseDownline()}</option>
            {downlines.map((row) => (
              <option key={row.customerId} value={String(row.customerId)}>
                {row.customerName ?? row.customerId}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {tiers.map((tier, index) => (
        <FormField
          key={rateField(index)}
          label={`${LL.agent.contract.tierSalary({ n: index + 1 })} (${tier.rateType === "P" ? LL.agent.contract.percent() : "￥"})`}
          required
          hint={LL.agent.contract.tierHint({
            turnover: formatMoney(tier.betVolume ?? 0),
            members: tier.activeMember ?? 0,
            own: tier.rateType === "P" ? percent(tier.rate) : formatMoney(tier.rate),
          })}
          error={form.errorOf(rateField(index))}
        >
          {({ inputId, describedBy }) => <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" {...describedBy} {...form.field(rateField(index))} />}
        </FormField>
      ))}
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.agent.contract.sendOffer()} busy={busy} />
    </form>
  );
}

/**
 * /m/member/agent/getSalaryContract's offer: the agent offers a direct
 * downline a daily-salary contract on a product it holds one on, tier by tier
 * within its own (the platform refuses more: contract.tier.exceed).
 */
export function SalaryOfferForm({ own, downlines }: { own: readonly DailySalaryContract[]; downlines: readonly Subordinate[] }) {
  const { LL } = useI18nContext();
  const held = own.filter((row) => row.status === "A" || row.status === "V");
  const [product, setProduct] = useState(held[0]?.productType ?? "");
  const chooserId = useId();
  if (downlines.length === 0) return <p className="agent-card__muted">{LL.agent.contract.noDownlines()}</p>;
  if (held.length === 0) return <p className="agent-card__muted">{LL.agent.contract.noOwnToOffer()}</p>;
  const chosen = held.find((row) => row.productType === product) ?? held[0]!;
  return (
    <div className="contract-offer-area">
      <h3 className="contract-request__product">{LL.agent.contract.offerTitle()}</h3>
      {held.length > 1 ? (
        <fieldset className="account-type">
          <legend className="field__label">{LL.agent.contract.product()}</legend>
          {held.map((row) => (
            <label key={row.productType} className={`chip${row === chosen ? " chip--on" : ""}`} htmlFor={`${chooserId}-${row.productType ?? ""}`}>
              <input id={`${chooserId}-${row.productType ?? ""}`} type="radio" name="offer-product" checked={row === chosen} onChange={() => setProduct(row.productType ?? "")} />
              {productName(LL, row.productType)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="agent-card__muted">
          {LL.agent.contract.product()}: {productName(LL, chosen.productType)}
        </p>
      )}
      <ProductOffer key={chosen.productType} own={chosen} downlines={downlines} />
    </div>
  );
}
