import type { Message } from "@platform/machines";
import type { FieldError } from "react-hook-form";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { joinFieldMessages } from "../forms/field-messages.ts";
import { messageText } from "../forms/message-text.ts";

/** The text under a field: the form's errors and the machine's (translated now), joined by commas (spec §8). */
export function useFieldError<F extends string>(
  errorOf: (field: F) => FieldError | undefined,
  machineErrors: Readonly<Partial<Record<F, Message>>>,
) {
  const { LL } = useI18nContext();
  return (field: F, ...others: (string | undefined)[]) => {
    const fromMachine = machineErrors[field];
    return joinFieldMessages(errorOf(field), fromMachine === undefined ? undefined : messageText(LL, fromMachine), ...others);
  };
}
