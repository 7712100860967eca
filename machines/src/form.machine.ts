/**
 * A form with no flow of its own (feedback, bank card, personal info and the
 * like): the one owner of its values and field errors, as the account
 * machines are of theirs, so every form binds to the view the same way
 * (web/src/ui/form/use-actor-form.ts).
 *
 * Input (FormInput): `rules`, one FieldRule per field (its keys are the
 * fields), and optional starting `values`.
 *
 * The app provides:
 * - actor `submit`: (values) => Promise<unknown>, the call; it rejects with
 *   the SDK's failure.
 * - action `submitted` ({ output }): what to do once the call succeeded.
 *
 * Every field is checked on submit; a field marked wrong is checked again as
 * it changes (spec §5). A view reads context.values, fieldErrors, error;
 * it matches tags `busy` and `success`.
 */
import { assign, fromPromise, setup } from "xstate";
import { changeField, failureAssignment, recheckFields, type FieldCheck, type FieldErrors, type FormContext, type FormEvent } from "./accountForm.ts";
import { checkField, type FieldRule } from "./rules/fieldRule.ts";

export type FormRules = Readonly<Record<string, FieldRule>>;

export interface FormInput {
  readonly rules: FormRules;
  readonly values?: Readonly<Record<string, string>>;
}

export interface FormMachineContext extends FormContext<string> {
  readonly rules: FormRules;
}

const check =
  (rules: FormRules): FieldCheck<string> =>
  (values, field) => {
    const rule = rules[field];
    return rule === undefined ? undefined : checkField(rule, values[field] ?? "", values);
  };

/** Every field's check; empty when the form may be sent. */
export function validateForm(context: Pick<FormMachineContext, "rules" | "values">): FieldErrors<string> {
  const errors: Record<string, NonNullable<ReturnType<FieldCheck<string>>>> = {};
  for (const field of Object.keys(context.rules)) {
    const error = check(context.rules)(context.values, field);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

export const formMachine = setup({
  types: {
    context: {} as FormMachineContext,
    events: {} as FormEvent<string>,
    input: {} as FormInput,
    tags: {} as "busy" | "success",
  },
  actors: {
    submit: fromPromise<unknown, Readonly<Record<string, string>>>(async () => {
      throw new Error("formMachine: provide the 'submit' actor");
    }),
  },
  actions: {
    submitted: (_, _params: { output: unknown }) => {},
    changeField: assign(({ context }, { field, value }: { field: string; value: string }) => changeField(context, field, value, check(context.rules))),
    recheckFields: assign({ fieldErrors: ({ context }) => recheckFields(context, check(context.rules)) }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateForm(context) }),
    showFailure: assign(failureAssignment),
    startAttempt: assign({ fieldErrors: {}, error: undefined }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateForm(context)).length > 0,
  },
}).createMachine({
  id: "form",
  context: ({ input }) => ({
    rules: input.rules,
    values: Object.fromEntries(Object.keys(input.rules).map((field) => [field, input.values?.[field] ?? ""])),
    fieldErrors: {},
    error: undefined,
  }),
  initial: "editing",
  on: {
    "field.change": { actions: { type: "changeField", params: ({ event }) => event } },
    "form.recheck": { actions: "recheckFields" },
  },
  states: {
    editing: {
      on: {
        submit: [{ guard: "formInvalid", actions: "showFieldErrors" }, { target: "submitting", actions: "startAttempt" }],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => context.values,
        onDone: { target: "submitted", actions: { type: "submitted", params: ({ event }) => ({ output: event.output }) } },
        onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => event } },
      },
    },
    submitted: {
      tags: ["success"],
      on: { submit: [{ guard: "formInvalid", target: "editing", actions: "showFieldErrors" }, { target: "submitting", actions: "startAttempt" }] },
    },
  },
});
