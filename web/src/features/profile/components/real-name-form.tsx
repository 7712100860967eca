import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import { submitRealName as submitRealNameCall, type RealNameVerification } from "../api/real-name.ts";
import { realNameRules } from "../real-name-rules.ts";

/** Name and id number, each checked by the server's rule; a refusal keeps both. */
export function RealNameForm({ verification }: { verification: RealNameVerification }) {
  const { LL } = useI18nContext();
  const submitRealName = useApiMutation(submitRealNameCall).mutateAsync;
  const rules = realNameRules(verification);
  const actor = useFormActor({
    rules,
    submit: (values) => submitRealName({ realName: values.realName.trim(), idNumber: values.idNumber.trim() }),
    onSubmitted: () => toast.success(LL.profile.realName.submitted()),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.realName()}>
      <FormField label={LL.profile.realName.name()} required={rules.realName.required} error={form.errorOf("realName")}>
        {({ inputId, describedBy }) => (
          <input id={inputId} className="field__input" autoComplete="name" placeholder={LL.profile.realName.namePlaceholder()} {...describedBy} {...form.field("realName")} />
        )}
      </FormField>
      <FormField label={LL.profile.realName.idNumber()} required={rules.idNumber.required} error={form.errorOf("idNumber")}>
        {({ inputId, describedBy }) => (
          <input id={inputId} className="field__input" autoComplete="off" autoCapitalize="characters" placeholder={LL.profile.realName.idPlaceholder()} {...describedBy} {...form.field("idNumber")} />
        )}
      </FormField>
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.profile.realName.submit()} busy={busy} />
    </form>
  );
}
