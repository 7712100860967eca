import { zodResolver } from "@hookform/resolvers/zod";
import type { Message } from "@platform/machines";
import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldError, type Path } from "react-hook-form";
import { useRevalidateOnLanguageChange } from "../../../i18n/use-revalidate-on-language-change.ts";
import { machineSchema, type FieldMessages, type FieldValues } from "./machine-schema.ts";

export interface MachineFormOptions<F extends string> {
  /** The fields this form registers. */
  fields: readonly F[];
  /** The machine's current values: the form starts from them and follows the machine's own changes. */
  values: FieldValues<F>;
  /** The machine's validator for these values (read the machine's latest context inside). */
  validate: (values: FieldValues<F>) => FieldMessages<F>;
  /** Sends `field.change` to the machine. */
  onChange: (field: F, value: string) => void;
  /** The text of a field's message in the current language. */
  text: (message: Message, field: F) => string;
}

/**
 * react-hook-form bound to a machine: the form owns the inputs, focus and the
 * errors under each field (zod, with the machine's validator); every edit is
 * also sent to the machine, which owns the flow (spec §5: checked on submit,
 * a wrong field re-checked as it changes, errors re-translated 200 ms after a
 * language change).
 */
export function useMachineForm<F extends string>({ fields, values, validate, onChange, text }: MachineFormOptions<F>) {
  const form = useForm<FieldValues<F>>({
    defaultValues: Object.fromEntries(fields.map((field) => [field, values[field]])) as DefaultValues<FieldValues<F>>,
    resolver: zodResolver(machineSchema(fields, validate, text)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    criteriaMode: "all",
  });
  const pathOf = (field: F) => field as unknown as Path<FieldValues<F>>;

  // The machine changes values itself (remembered credentials, a field cleared after a failure).
  useEffect(() => {
    for (const field of fields) {
      const path = field as unknown as Path<FieldValues<F>>;
      if (form.getValues(path) !== values[field]) form.setValue(path, values[field] as never);
    }
  });

  // Only fields already showing an error are checked again: a language change must not flag untouched fields.
  useRevalidateOnLanguageChange(() => {
    const wrong = Object.keys(form.formState.errors) as F[];
    return wrong.length > 0 ? form.trigger(wrong.map(pathOf)) : undefined;
  });

  const field = (name: F) => form.register(pathOf(name), { onChange: (event: { target: { value: string } }) => onChange(name, event.target.value) });
  const errorOf = (name: F) => form.formState.errors[pathOf(name)] as FieldError | undefined;

  return { form, field, errorOf };
}
