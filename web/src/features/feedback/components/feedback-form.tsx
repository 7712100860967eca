import type { FeedbackReceipt } from "@platform/sdk/forms";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { ImagePicker, useImagePicker } from "../../../ui/upload/index.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import { sendFeedback } from "../api/send-feedback.ts";
import { feedbackRules, type FeedbackSettings } from "../feedback-rules.ts";

/**
 * Category, text within the configured bounds and up to 3 images (spec §5):
 * every rule is checked before the one multipart call; a failed send keeps
 * the text and the images.
 */
export function FeedbackForm({ settings, onSent }: { settings: FeedbackSettings; onSent: (receipt: FeedbackReceipt) => void }) {
  const { LL } = useI18nContext();
  const { rules, limits } = feedbackRules(settings);
  const picker = useImagePicker(limits);
  const send = useApiMutation(sendFeedback).mutateAsync;
  const actor = useFormActor({
    rules,
    submit: (values) => send({ category: values.category, content: values.content, images: picker.images }),
    onSubmitted: onSent,
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const content = useSelector(actor, (state) => state.context.values.content ?? "");
  const maxMb = Math.round(limits.maxImageBytes / (1024 * 1024));

  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.feedback()}>
      <FormField label={LL.profile.feedback.category()} required error={form.errorOf("category")}>
        {({ inputId, describedBy }) => (
          <select id={inputId} className="field__input field__select" {...describedBy} {...form.field("category")}>
            <option value="">{LL.messages.choose_one()}</option>
            {settings.categories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={LL.profile.feedback.content()} required error={form.errorOf("content")}>
        {({ inputId, describedBy }) => (
          <textarea
            id={inputId}
            className="field__input field__input--area"
            placeholder={LL.profile.feedback.contentPlaceholder()}
            rows={5}
            {...describedBy}
            {...form.field("content")}
          />
        )}
      </FormField>
      <p className="field__counter" aria-hidden="true">
        {LL.profile.feedback.counter({ count: content.length, max: rules.content.maxLength ?? 0 })}
      </p>
      <ImagePicker
        picker={picker}
        texts={{
          label: LL.profile.upload.label(),
          hint: LL.profile.upload.hint({ maxMb, max: limits.maxImages }),
          add: LL.profile.upload.add(),
          remove: (name) => LL.profile.upload.remove({ name }),
          count: LL.profile.upload.count({ count: picker.images.length, max: limits.maxImages }),
        }}
      />
      <FormAlert text={form.alert} />
      <SubmitButton label={LL.profile.feedback.submit()} busy={busy} />
    </form>
  );
}
