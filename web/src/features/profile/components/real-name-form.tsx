import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import type { ConsolidatedSettings } from "../../../shared/system/index.ts";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { toast } from "../../../ui/toast/toast-store.ts";
import { submitKyc, type KycField } from "../api/kyc.ts";
import { kycRules } from "../kyc-rules.ts";

type FieldTexts = TranslationFunctions["profile"]["realName"]["fields"];
type IdTypeTexts = TranslationFunctions["profile"]["realName"]["idTypes"];

/** A dictionary field's label: the app's words for the fields it knows, the field id otherwise. */
function fieldLabel(texts: FieldTexts, fieldId: string): string {
  return fieldId in texts ? texts[fieldId as keyof FieldTexts]() : fieldId.replace(/_/g, " ").toLowerCase().replace(/^./, (first) => first.toUpperCase());
}

function optionLabel(texts: IdTypeTexts, option: string): string {
  return option in texts ? texts[option as keyof IdTypeTexts]() : option;
}

/**
 * The identity verification form: the merchant's dictionary
 * fields, each checked on the device (required as the dictionary says, a text
 * field by its register rule), sent once as `{fieldId, fieldValue}` pairs; a
 * refusal keeps what was typed.
 */
export function RealNameForm({ fields, settings }: { fields: readonly KycField[]; settings: ConsolidatedSettings | undefined }) {
  const { LL } = useI18nContext();
  const send = useApiMutation(submitKyc).mutateAsync;
  const rules = kycRules(fields, settings);
  const actor = useFormActor({
    rules,
    submit: (values) =>
      send({
        fields: fields.flatMap((field) => {
          const value = (values[field.fieldId] ?? "").trim();
          return value === "" ? [] : [{ fieldId: field.fieldId, fieldValue: value }];
        }),
      }),
    onSubmitted: () => toast.success(LL.profile.realName.submitted()),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.realName()}>
      {fields.map((field) => (
        <FormField key={field.fieldId} label={fieldLabel(LL.profile.realName.fields, field.fieldId)} required={field.required === true} error={form.errorOf(field.fieldId)}>
          {({ inputId, describedBy }) =>
            field.options?.length ? (
              <select id={inputId} className="field__input field__select" {...describedBy} {...form.field(field.fieldId)}>
                <option value="">{LL.messages.choose_one()}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {optionLabel(LL.profile.realName.idTypes, option)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                className="field__input"
                type={field.fieldId === "DATE_OF_BIRTH" ? "date" : "text"}
                autoComplete={field.fieldId === "WITHDRAWER_NAME" ? "name" : "off"}
                autoCapitalize={field.fieldId === "ID" ? "characters" : undefined}
                {...describedBy}
                {...form.field(field.fieldId)}
              />
            )
          }
        </FormField>
      ))}
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.profile.realName.submit()} busy={busy} />
    </form>
  );
}
