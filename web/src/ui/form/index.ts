// The form kit every form uses (CONTRIBUTING.md "Forms"): the machine owns the
// values and errors, useActorForm binds the view, these draw it.
export { useActorForm } from "./use-actor-form.ts";
export type { FieldProps } from "./use-actor-form.ts";
export { useFormActor } from "./use-form-actor.ts";
export { FormField } from "./form-field.tsx";
export type { FieldIds } from "./form-field.tsx";
export { FormAlert } from "./form-alert.tsx";
export { LazyFormPart } from "./lazy-form-part.tsx";
export { MethodTabs } from "./method-tabs.tsx";
export { SubmitButton } from "./submit-button.tsx";
export { BackHomeLink } from "./back-home-link.tsx";
