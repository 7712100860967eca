import "./form.css";

/** The form's own error (a failed call, a prompt), above its submit button until the next try. */
export function FormAlert({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <p className="form-alert" role="alert">
      {text}
    </p>
  );
}
