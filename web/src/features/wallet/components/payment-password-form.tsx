import { paymentPasswordConfirmRule, paymentPasswordRule } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "../../../ui/form/index.ts";
import { LockedFields, MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { useSetPaymentPassword } from "../api/secure-calls.ts";
import { useFormBusy } from "../use-form-busy.ts";

const rules = { paymentPassword: paymentPasswordRule, confirmPaymentPassword: paymentPasswordConfirmRule("paymentPassword") };

/**
 * Sets the withdrawal password the first time (encrypted PUT /wps/member/paymentPassword); `onSet` hears the
 * password once set, for the forms that follow (just-set-password.ts).
 */
export function PaymentPasswordForm({ onSet }: { onSet?: (password: string) => void }) {
  const { LL } = useI18nContext();
  const setPassword = useSetPaymentPassword();
  const actor = useFormActor({
    rules,
    submit: async (values) => {
      const done = await setPassword.submit({ paymentPassword: values.paymentPassword, confirmPaymentPassword: values.confirmPaymentPassword });
      onSet?.(values.paymentPassword);
      return done;
    },
  });
  const form = useActorForm(actor);
  const busy = useFormBusy(actor);

  return (
    <section className="wallet-card" aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className="wallet-card__title">
        {LL.wallet.password.title()}
      </h2>
      <p className="wallet-card__intro">{LL.wallet.password.intro()}</p>
      <form noValidate onSubmit={form.onSubmit} className="wallet-form">
        <LockedFields locked={setPassword.locked}>
          <FormField label={LL.wallet.password.newPassword()} required error={form.errorOf("paymentPassword")}>
            {({ inputId, describedBy }) => <input id={inputId} type="password" autoComplete="new-password" className="field__input" {...describedBy} {...form.field("paymentPassword")} />}
          </FormField>
          <FormField label={LL.wallet.password.confirm()} required error={form.errorOf("confirmPaymentPassword")}>
            {({ inputId, describedBy }) => <input id={inputId} type="password" autoComplete="new-password" className="field__input" {...describedBy} {...form.field("confirmPaymentPassword")} />}
          </FormField>
        </LockedFields>
        <FormAlert text={form.alert} />
        <MoneyCallNotice phase={setPassword.phase} what="paymentPassword" onRecheck={setPassword.recheck} />
        {setPassword.phase === "unknown" ? null : <SubmitButton label={LL.wallet.password.submit()} busy={busy} disabled={setPassword.locked} />}
      </form>
    </section>
  );
}
