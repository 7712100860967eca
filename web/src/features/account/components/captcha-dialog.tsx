import type { captchaMachine } from "@platform/machines";
import { useId, type FormEventHandler, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Modal } from "../../../ui/modal/modal.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { CaptchaImage } from "./captcha-image.tsx";
import { FormAlert, FormField, type FieldIds } from "../../../ui/form/index.ts";

/**
 * spec §2 "Registration screen": the registration dialog (show, success,
 * hidden). Opening it fetches a new captcha; the member types it and
 * confirms; while the account is created and logged in it shows success.
 */
export function CaptchaDialog({
  captcha,
  input,
  error,
  alert,
  busy,
  success,
  onRefresh,
  onSubmit,
  onClose,
}: {
  captcha: ActorRefFrom<typeof captchaMachine>;
  input: (ids: FieldIds) => ReactNode;
  error: string | undefined;
  alert: string | undefined;
  busy: boolean;
  success: string | undefined;
  onRefresh: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const titleId = useId();
  // Escape cancels like the Cancel button, and only while that button is there and enabled.
  const cancellable = success === undefined && !busy;
  return (
    <Modal layer="dialog" as="form" onSubmit={onSubmit} className="captcha-dialog" labelledBy={titleId} onClose={cancellable ? onClose : undefined}>
      <h2 id={titleId} className="captcha-dialog__title">
        {LL.account.register.dialogTitle()}
      </h2>
      {success !== undefined ? (
        <div className="captcha-dialog__success" role="status">
          <Spinner size="medium" />
          <span>{success}</span>
        </div>
      ) : (
        <>
          <p className="captcha-dialog__text">{LL.account.register.dialogText()}</p>
          <FormField label={LL.account.fields.captcha()} required error={error} trailing={<CaptchaImage captcha={captcha} onRefresh={onRefresh} />}>
            {input}
          </FormField>
          <FormAlert text={alert} />
          <div className="captcha-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {LL.common.cancel()}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? <Spinner size="small" /> : null}
              {LL.account.register.dialogConfirm()}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
