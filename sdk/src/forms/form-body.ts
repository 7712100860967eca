// Form-encoded bodies (spec §7: the password email and the header icon are
// posted as forms). openapi-fetch sends JSON unless told otherwise.
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

export function formBody(fields: object): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
