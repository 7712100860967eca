import type { FormContext, FormEvent, Message } from "@platform/machines";
import { useSelector } from "@xstate/react";
import type { ChangeEvent, FormEvent as SubmitEvent } from "react";
import { useForm } from "react-hook-form";
import type { ActorRef, Snapshot } from "xstate";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useAfterLanguageChange } from "../../i18n/language-change.ts";
import { messageText } from "../../lib/message-text.ts";

/** An actor whose context is a form's and that takes a form's events: an account machine, or formMachine (use-form-actor.ts). */
export type FormActor<F extends string> = ActorRef<Snapshot<unknown> & { context: FormContext<F> }, FormEvent<F>>;

/** What an input spreads to be one of the form's fields. */
export interface FieldProps<F extends string> {
  name: F;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  ref: (instance: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

/**
 * Binds a form view to the machine that owns it. The machine is the one owner
 * of the values and of the error under each field: an input shows the
 * machine's value and sends `field.change`; the form sends `submit`; the
 * machine checks (spec §5: on submit, then a wrong field again as it is
 * fixed, and every shown error again 200 ms after a language change).
 * react-hook-form only registers the inputs, so that a field can be focused.
 * `message` lets a form word a field's message its own way (registration's
 * server-table username rule).
 */
export function useActorForm<F extends string>(actor: FormActor<F>, options: { message?: (message: Message, field: F) => Message } = {}) {
  const { LL } = useI18nContext();
  const values = useSelector(actor, (state) => state.context.values);
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const error = useSelector(actor, (state) => state.context.error);
  const { register, setFocus } = useForm<Record<string, string>>();

  useAfterLanguageChange(() => actor.send({ type: "form.recheck" }));

  const field = (name: F): FieldProps<F> => {
    // shouldUnregister: a field that leaves the page (another method's tab) takes no value of react-hook-form's back when it
    // returns; react-hook-form would write the one it read on the last blur into the input, over the machine's.
    const { ref, onBlur } = register(name, { shouldUnregister: true });
    return {
      name,
      value: values[name],
      onChange: (event) => actor.send({ type: "field.change", field: name, value: event.target.value }),
      onBlur,
      ref,
    };
  };

  /** spec §8: the field's error, and any other of its texts (a taken username), joined by commas. */
  const errorOf = (name: F, ...others: (string | undefined)[]): string | undefined => {
    const own = fieldErrors[name];
    const texts = [own === undefined ? undefined : messageText(LL, options.message?.(own, name) ?? own), ...others].filter((text): text is string => !!text);
    return texts.length > 0 ? [...new Set(texts)].join(", ") : undefined;
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    actor.send({ type: "submit" });
    focusFirstWrong(formElement, actor.getSnapshot().context.fieldErrors);
  };

  return {
    values,
    field,
    errorOf,
    /** The form's own error, translated (FormAlert). */
    alert: error === undefined ? undefined : messageText(LL, error),
    onSubmit,
    /** Focuses a registered field (spec §5: the first wrong one). */
    focus: (name: F) => setFocus(name),
  };
}

/** spec §5: after a submit the first wrong field, in the order the form shows them, takes the focus. */
function focusFirstWrong(formElement: HTMLFormElement, fieldErrors: Readonly<Partial<Record<string, Message>>>): void {
  for (const element of Array.from(formElement.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && fieldErrors[element.name] !== undefined) {
      element.focus();
      return;
    }
  }
}
