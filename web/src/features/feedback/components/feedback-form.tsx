import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import { sendFeedback } from "../api/send-feedback.ts";
import { FEEDBACK_LENGTH, feedbackRules } from "../feedback-rules.ts";

/** The text within the two bounds (spec §5), checked before the one PUT; a failed send keeps the text. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { LL } = useI18nContext();
  const send = useApiMutation(sendFeedback).mutateAsync;
  const actor = useFormActor({
    rules: feedbackRules,
    submit: (values) => send({ content: values.content.trim() }),
    onSubmitted: onSent,
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const content = useSelector(actor, (state) => state.context.values.content ?? "");

  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.feedback()}>
      <FormField label={LL.profile.feedback.content()} required error={form.errorOf("content")}>
        {({ inputId, describedBy }) => (
          <textarea
            id={inputId}
            className="field__input field__input--area"
            placeholder={LL.profile.feedback.contentPlaceholder()}
            rows={6}
            {...describedBy}
            {...form.field("content")}
          />
        )}
      </FormField>
      <p className="field__counter" aria-hidden="true">
        {LL.profile.feedback.counter({ count: content.length, max: FEEDBACK_LENGTH.max })}
      </p>
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.profile.feedback.submit()} busy={busy} />
    </form>
  );
}
