import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import { savePersonalInfo } from "../api/personal-info.ts";
import { birthdayBounds } from "@platform/machines";
import { changedFields, personalInfoRules, type PersonalInfoValues } from "../personal-info-rules.ts";
import type { ServerRuleRow } from "@platform/machines";

/**
 * Nickname, email, payee name and birthday, checked by the server's field
 * table and the birthday range; only the changed fields are sent. A payee
 * name once set is shown read-only (the server locks it).
 */
export function PersonalInfoForm({ initial, rows }: { initial: PersonalInfoValues; rows: Partial<Record<"nickname" | "email" | "payeeName", ServerRuleRow>> | undefined }) {
  const { LL } = useI18nContext();
  const [today] = useState(() => new Date());
  const [rules] = useState(() => personalInfoRules(rows, today));
  const save = useApiMutation(savePersonalInfo).mutateAsync;
  const actor = useFormActor({
    rules,
    values: initial,
    submit: async (values) => {
      const changes = changedFields(initial, values);
      if (changes !== undefined) await save(changes);
    },
    onSubmitted: () => toast.success(LL.profile.info.saved()),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const payeeLocked = initial.payeeName !== "";
  const { min, max } = birthdayBounds(today);

  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.myAccount()}>
      <FormField label={LL.profile.info.nickname()} error={form.errorOf("nickname")}>
        {({ inputId, describedBy }) => <input id={inputId} className="field__input" autoComplete="nickname" placeholder={LL.profile.info.notSet()} {...describedBy} {...form.field("nickname")} />}
      </FormField>
      <FormField label={LL.profile.info.email()} error={form.errorOf("email")}>
        {({ inputId, describedBy }) => (
          <input id={inputId} className="field__input" type="email" inputMode="email" autoComplete="email" placeholder="name@example.com" {...describedBy} {...form.field("email")} />
        )}
      </FormField>
      <FormField label={LL.profile.info.payeeName()} error={form.errorOf("payeeName")} hint={payeeLocked ? LL.profile.info.payeeLocked() : undefined}>
        {({ inputId, describedBy }) => (
          <input id={inputId} className="field__input" autoComplete="name" readOnly={payeeLocked} placeholder={LL.profile.info.notSet()} {...describedBy} {...form.field("payeeName")} />
        )}
      </FormField>
      <FormField label={LL.profile.info.birthday()} error={form.errorOf("birthday")}>
        {({ inputId, describedBy }) => <input id={inputId} className="field__input" type="date" min={min} max={max} {...describedBy} {...form.field("birthday")} />}
      </FormField>
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.profile.info.save()} busy={busy} />
    </form>
  );
}
