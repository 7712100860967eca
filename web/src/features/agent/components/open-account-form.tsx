import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../../lib/app-services.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { openDownline } from "../api/open-downline.ts";
import { downlinePayload, downlineRules } from "../downline-form.ts";
import type { QuotaRow } from "../quotas.ts";
import { rebateField, toPercent, type RebateLine } from "../rebate-rules.ts";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { gameTypeLabel } from "./product-label.ts";

/**
 * Open a downline account (/m/agentRegister): member or agent, the
 * registration rules for username and password, a rebate per product within
 * the most the agent may give for each game type (its quotas shown); sent
 * encrypted (the password never leaves in clear). The
 * encryption code (node-forge) loads at the first submit, not with the page
 * (the route's first-load JS stays within budget).
 */
export function OpenAccountForm({ lines, quotas }: { lines: readonly RebateLine[]; quotas: readonly QuotaRow[] }) {
  const { LL } = useI18nContext();
  const { client } = useAppServices();
  const typeId = useId();
  const actor = useFormActor({
    rules: downlineRules(lines),
    values: { customerType: "0", ...Object.fromEntries(lines.map((line) => [rebateField(line), "0"])) },
    submit: (values) => openDownline(client, downlinePayload(values, lines)),
    onSubmitted: (created) => toast.success(LL.agent.register.created({ username: created.username })),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));

  const text = (name: "username" | "password" | "confirmPassword", type: "text" | "password", autoComplete: string) => (
    <FormField label={LL.agent.register[name]()} required error={form.errorOf(name)}>
      {({ inputId, describedBy }) => <input id={inputId} className="field__input" type={type} autoComplete={autoComplete} {...describedBy} {...form.field(name)} />}
    </FormField>
  );

  return (
    <form className="agent-card agent-rebate-form" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.agentRegister()}>
      <fieldset className="account-type">
        <legend className="field__label">{LL.agent.register.accountType()}</legend>
        {(["0", "1"] as const).map((value) => (
          <label key={value} className={`chip${form.values.customerType === value ? " chip--on" : ""}`} htmlFor={`${typeId}-${value}`}>
            <input
              id={`${typeId}-${value}`}
              type="radio"
              name="customerType"
              value={value}
              checked={form.values.customerType === value}
              onChange={() => actor.send({ type: "field.change", field: "customerType", value })}
            />
            {value === "0" ? LL.agent.register.member() : LL.agent.register.agent()}
          </label>
        ))}
      </fieldset>
      {text("username", "text", "off")}
      {text("password", "password", "new-password")}
      {text("confirmPassword", "password", "new-password")}
      <h2 className="agent-card__title">{LL.agent.register.rebates()}</h2>
      {lines.map((line) => {
        const name = rebateField(line);
        return (
          <FormField
            key={name}
            label={LL.agent.team.rebateOf({ product: gameTypeLabel(LL, line) })}
            hint={LL.agent.register.rebateHint({ max: String(toPercent(line.most)), own: String(toPercent(line.own)) })}
            required
            error={form.errorOf(name)}
          >
            {({ inputId, describedBy }) => (
              <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" {...describedBy} {...form.field(name)} />
            )}
          </FormField>
        );
      })}
      {quotas.length > 0 ? (
        <div className="agent-quota-note">
          <h3 className="field__label">{LL.agent.rebate.quotas()}</h3>
          <ul className="agent-card__muted">
            {quotas.map((row) => (
              <li key={`${row.productType}-${row.type}-${row.rebateValue}`}>
                {gameTypeLabel(LL, row)} {toPercent(row.rebateValue)}%: {LL.agent.rebate.remaining()} {row.remainingQuota ?? "--"} / {row.totalQuota ?? "--"}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.agent.register.submit()} busy={busy} />
      <p className="agent-card__muted">
        <LockIcon /> {LL.agent.register.encrypted()}
      </p>
    </form>
  );
}
