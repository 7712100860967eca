import type { FieldError } from "react-hook-form";

/**
 * spec §8: the errors of one field show under it, joined by commas. A field
 * can be wrong for the form (zod, every criterion), for the machine (e.g.
 * 'invitation code error' after the server's check) and for the server (a
 * taken username); the same text is shown once.
 */
export function joinFieldMessages(formError: FieldError | undefined, ...others: (string | undefined)[]): string | undefined {
  const fromForm = formError?.types ? Object.values(formError.types).flat() : [formError?.message];
  const texts = [...fromForm, ...others].filter((text): text is string => typeof text === "string" && text !== "");
  const unique = [...new Set(texts)];
  return unique.length > 0 ? unique.join(", ") : undefined;
}
