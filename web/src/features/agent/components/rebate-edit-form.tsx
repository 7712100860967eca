import { useQueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { rebateSettings } from "../api/get-rebate-settings.ts";
import { updateDownlineRebates } from "../api/update-downline-rebates.ts";
import { rateFor, rebateField, rebateRates, rebateRule, toPercent, type RebateLine, type RebateSeriesMap } from "../rebate-rules.ts";
import { gameTypeLabel } from "./product-label.ts";

/**
 * Raise a direct downline's rates (PUT /wps/agent/updateDownlineRebates): one field per game type the
 * agent may give, each from the downline's current rate (a rate is only ever raised, MC wyKH tieRodTeam)
 * up to the most the agent may give; typed and shown as percentages.
 */
export function RebateEditForm({ customerId, lines, current, onDone }: { customerId: number; lines: readonly RebateLine[]; current: RebateSeriesMap; onDone?: () => void }) {
  const { LL } = useI18nContext();
  const api = useApi();
  const queryClient = useQueryClient();
  const nowOf = (line: RebateLine) => toPercent(rateFor(current, line) ?? 0);
  const rules = Object.fromEntries(lines.map((line) => [rebateField(line), rebateRule(nowOf(line), Math.max(nowOf(line), toPercent(line.most)))]));
  const values = Object.fromEntries(lines.map((line) => [rebateField(line), String(nowOf(line))]));
  const actor = useFormActor({
    rules,
    values,
    submit: (typed) => updateDownlineRebates(api, { customerId, configs: rebateRates(lines, typed) }),
    onSubmitted: () => {
      toast.success(LL.agent.team.saved());
      void invalidateApiQueries(queryClient, [rebateSettings]);
      onDone?.();
    },
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));

  return (
    <form className="agent-rebate-form" noValidate onSubmit={form.onSubmit} aria-label={LL.agent.team.editRebates()}>
      <p className="agent-card__muted">{LL.agent.team.onlyRaise()}</p>
      {lines.map((line) => {
        const name = rebateField(line);
        const max = Math.max(nowOf(line), toPercent(line.most));
        return (
          <FormField key={name} label={LL.agent.team.rebateOf({ product: gameTypeLabel(LL, line) })} hint={LL.agent.team.rebateRange({ min: String(nowOf(line)), max: String(max) })} required error={form.errorOf(name)}>
            {({ inputId, describedBy }) => <input id={inputId} className="field__input" inputMode="decimal" autoComplete="off" {...describedBy} {...form.field(name)} />}
          </FormField>
        );
      })}
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.agent.team.save()} busy={busy} />
    </form>
  );
}
