import { remarkRule } from "@platform/machines";
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { ImagePicker, useImagePicker } from "../../../ui/upload/index.ts";
import { useApiMutation } from "../../../lib/api-query.ts";
import { apply as applyCall } from "../api/get-application.ts";

/** A remark of at most 140 characters and up to 3 images (spec §5), checked before the one multipart call. */
export function ApplyForm({ promotionId, label }: { promotionId: number; label: string }) {
  const { LL } = useI18nContext();
  const picker = useImagePicker();
  const apply = useApiMutation(applyCall).mutateAsync;
  const actor = useFormActor({
    rules: { remark: remarkRule },
    submit: (values) => apply({ promotionId, ...(values.remark === "" ? {} : { remark: values.remark }), images: picker.images }),
  });
  const form = useActorForm(actor);
  const busy = useSelector(actor, (state) => state.hasTag("busy"));
  const remark = useSelector(actor, (state) => state.context.values.remark ?? "");
  const { maxImages, maxImageBytes } = picker.limits;

  return (
    <form className="form-card" noValidate onSubmit={form.onSubmit} aria-label={LL.titles.activityApply()}>
      <FormField label={LL.profile.apply.remark()} error={form.errorOf("remark")}>
        {({ inputId, describedBy }) => (
          <textarea id={inputId} className="field__input field__input--area" rows={3} placeholder={LL.profile.apply.remarkPlaceholder()} {...describedBy} {...form.field("remark")} />
        )}
      </FormField>
      <p className="field__counter" aria-hidden="true">
        {LL.profile.feedback.counter({ count: remark.length, max: remarkRule.maxLength ?? 0 })}
      </p>
      <ImagePicker
        picker={picker}
        texts={{
          label: LL.profile.upload.label(),
          hint: LL.profile.upload.hint({ maxMb: Math.round(maxImageBytes / (1024 * 1024)), max: maxImages }),
          add: LL.profile.upload.add(),
          remove: (name) => LL.profile.upload.remove({ name }),
          count: LL.profile.upload.count({ count: picker.images.length, max: maxImages }),
        }}
      />
      <FormAlert text={form.alert} />
      <SubmitButton label={label} busy={busy} />
    </form>
  );
}
