import type { Message } from "@platform/machines";
import type { FieldError } from "react-hook-form";
import { joinFieldMessages } from "../forms/field-messages.ts";

/** The text under a field: the form's errors and the machine's (translated now), joined by commas (spec §8). */
export function useFieldError<F extends string>(
  errorOf: (field: F) => FieldError | undefined,
  machineErrors: Readonly<Partial<Record<F, Message>>>,
  text: (message: Message, field: F) => string,
) {
  return (field: F, ...others: (string | undefined)[]) => {
    const fromMachine = machineErrors[field];
    return joinFieldMessages(errorOf(field), fromMachine === undefined ? undefined : text(fromMachine, field), ...others);
  };
}
