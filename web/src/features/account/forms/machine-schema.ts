import type { Message } from "@platform/machines";
import { z } from "../../../lib/zod.ts";

export type FieldValues<F extends string> = Record<F, string>;
export type FieldMessages<F extends string> = Readonly<Partial<Record<F, Message>>>;

/**
 * A zod schema whose checks ARE the machine's: `validate` is one of the
 * machines' exported validators (validateLogin, validateRegistration, ...),
 * built from the rules in machines/src/rules, so the form and the machine
 * can never disagree and no pattern is typed twice. Each failing field gets
 * one issue whose message is already translated by `text`.
 */
export function machineSchema<F extends string>(
  fields: readonly F[],
  validate: (values: FieldValues<F>) => FieldMessages<F>,
  text: (message: Message, field: F) => string,
): z.ZodType<FieldValues<F>, FieldValues<F>> {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<F, z.ZodString>;
  const schema = z.object(shape).superRefine((values, context) => {
    const errors = validate(values as FieldValues<F>);
    for (const field of fields) {
      const error = errors[field];
      if (error !== undefined) context.addIssue({ code: "custom", path: [field], message: text(error, field) });
    }
  });
  return schema as unknown as z.ZodType<FieldValues<F>, FieldValues<F>>;
}
