import type { components } from "@platform/sdk";
import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../../lib/app-services.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { openDownline } from "../api/open-downline.ts";
import { downlinePayload, downlineRules } from "../downline-form.ts";
import { rebateField } from "../rebate-rules.ts";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { productLabel } from "./product-label.ts";

type RebateSetting = components["schemas"]["RebateSetting"];

/**
 * Open a downline account (/m/agentRegister): member or agent, the
 * registration rules for username and password, a rebate per product within
 * the agent's own; sent encrypted (the password never leaves in clear). The
 * encryption code (node-forge) loads at the first submit, not with the page
 * (the route's first-load JS stays within budget).
 */
export function OpenAccountForm({ own }: { own: readonly RebateSetting[] }) {
  const { LL } = useI18nContext();
  const { client } = useAppServices();
  const typeId = useId();
  const actor = useFormActor({
    rules: downlineRules(own),
    values: { customerType: "0", ...Object.fromEntries(own.map((row) => [rebateField(row.productType), "0"])) },
    submit: (values) => openDownline(client, downlinePayload(values, own)),
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
      {own.map((row) => {
        const name = rebateField(row.productType);
        return (
          <FormField key={name} label={LL.agent.team.rebateOf({ product: productLabel(LL, row.productType) })} required error={form.errorOf(name)}>
            {({ inputId, describedBy }) => (
              <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" {...describedBy} {...form.field(name)} />
            )}
          </FormField>
        );
      })}
      <p className="agent-card__muted">
        {own.map((row) => `${productLabel(LL, row.productType)}: ${LL.agent.register.rebateHint({ max: String(row.maxRebate ?? row.rebate), own: String(row.rebate) })}`).join(" · ")}
      </p>
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.agent.register.submit()} busy={busy} />
      <p className="agent-card__muted">
        <LockIcon /> {LL.agent.register.encrypted()}
      </p>
    </form>
  );
}
