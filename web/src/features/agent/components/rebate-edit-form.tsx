import type { components } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { downlines } from "../api/get-downlines.ts";
import { updateDownlineRebates } from "../api/update-downline-rebates.ts";
import { rebateField, rebateRows, rebateRule } from "../rebate-rules.ts";
import { productLabel } from "./product-label.ts";

type Downline = components["schemas"]["DownlineAccount"];
type RebateSetting = components["schemas"]["RebateSetting"];

/**
 * Raise a direct downline's rebates (POST /wps/agent/updateDownlineRebates):
 * each from its current value up to the agent's own maximum for the product.
 */
export function RebateEditForm({ member, own, onDone }: { member: Downline; own: readonly RebateSetting[]; onDone: () => void }) {
  const { LL } = useI18nContext();
  const api = useApi();
  const queryClient = useQueryClient();
  const products = member.rebates.map((row) => row.productType);
  const maxOf = (product: string) => own.find((row) => row.productType === product)?.maxRebate ?? own.find((row) => row.productType === product)?.rebate ?? 0;
  const rules = Object.fromEntries(member.rebates.map((row) => [rebateField(row.productType), rebateRule(row.rebate, Math.max(row.rebate, maxOf(row.productType)))]));
  const values = Object.fromEntries(member.rebates.map((row) => [rebateField(row.productType), String(row.rebate)]));
  const actor = useFormActor({
    rules,
    values,
    submit: (typed) => updateDownlineRebates(api, { customerId: member.customerId, rebates: rebateRows(products, typed) }),
    onSubmitted: () => {
      toast.success(LL.agent.team.saved());
      void invalidateApiQueries(queryClient, [downlines]);
      onDone();
    },
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));

  return (
    <form className="agent-rebate-form" noValidate onSubmit={form.onSubmit} aria-label={LL.agent.team.editRebates()}>
      {member.rebates.map((row) => {
        const name = rebateField(row.productType);
        return (
          <FormField key={name} label={LL.agent.team.rebateOf({ product: productLabel(LL, row.productType) })} required error={form.errorOf(name)}>
            {({ inputId, describedBy }) => (
              <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" {...describedBy} {...form.field(name)} />
            )}
          </FormField>
        );
      })}
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.agent.team.save()} busy={busy} />
    </form>
  );
}
