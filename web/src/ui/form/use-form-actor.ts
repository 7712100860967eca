import { formMachine, type FormRules } from "@platform/machines";
import { useActorRef } from "@xstate/react";
import { useMemo, useState } from "react";
import { fromCall } from "../../lib/from-call.ts";
import { useLatest } from "../../lib/use-latest.ts";

export interface FormActorOptions<F extends string, R> {
  /** One rule per field (machines/src/rules): the form's fields and how each is checked. */
  rules: Readonly<Record<F, FormRules[string]>>;
  /** Starting values (e.g. a profile being edited). */
  values?: Readonly<Partial<Record<F, string>>>;
  /** The call, given the checked values; it rejects with the SDK's failure (a React Query mutation's mutateAsync fits). */
  submit: (values: Readonly<Record<F, string>>) => Promise<R>;
  /** What to do with the answer (a toast, a navigation). */
  onSubmitted?: (output: R) => void;
}

/**
 * A form without a flow of its own (feedback, bank card, personal info):
 * formMachine owns its values and errors, `submit` is its one call. Bind it
 * with useActorForm exactly as the account forms bind their machines.
 */
export function useFormActor<F extends string, R>({ rules, values, submit, onSubmitted }: FormActorOptions<F, R>) {
  const latest = useLatest({ submit, onSubmitted });
  const [input] = useState(() => ({ rules: rules as FormRules, values: values as Readonly<Record<string, string>> | undefined }));
  const logic = useMemo(
    () =>
      formMachine.provide({
        actors: { submit: fromCall<unknown, Readonly<Record<string, string>>>((typed) => latest.current.submit(typed as Readonly<Record<F, string>>)) },
        actions: { submitted: (_, { output }) => latest.current.onSubmitted?.(output as R) },
      }),
    [latest],
  );
  return useActorRef(logic, { input });
}
