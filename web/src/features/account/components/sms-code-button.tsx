import type { smsCountdownMachine } from "@platform/machines";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

/** spec §4: 'Get code', disabled while sending and counting down the seconds to the code's expiry. */
export function SmsCodeButton({ sms, onSend }: { sms: ActorRefFrom<typeof smsCountdownMachine>; onSend: () => void }) {
  const { LL } = useI18nContext();
  const sending = useSelector(sms, (state) => state.hasTag("sending"));
  const secondsLeft = useSelector(sms, (state) => (state.hasTag("counting") ? state.context.secondsLeft : 0));
  return (
    <button type="button" className="field__side-button" disabled={sending || secondsLeft > 0} onClick={onSend}>
      {secondsLeft > 0 ? LL.account.sms.countdown({ seconds: secondsLeft }) : LL.account.sms.send()}
    </button>
  );
}
