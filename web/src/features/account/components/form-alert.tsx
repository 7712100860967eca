/** The last failure of a flow (the server's text or a translated one), under the form until the next try. */
export function FormAlert({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <p className="form-alert" role="alert">
      {text}
    </p>
  );
}
