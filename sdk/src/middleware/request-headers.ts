// The headers every call carries (reference §1.1), read at request time so a
// new token or language applies to the next call without a new client.
import type { RequestFlags } from "../generated/operation-flags.ts";
import type { HeaderSources } from "../client-options.ts";

/** `scenario` is what `getScenario` answered for the operation (the caller looks its id up). */
export function platformHeaders(original: Headers, operation: RequestFlags, sources: HeaderSources, scenario?: string): Headers {
  const headers = new Headers(original);
  // Set, never appended: a second Merchant header is refused upstream (reference §1.1).
  headers.set("Merchant", sources.merchant);
  if (!headers.has("Authorization") && operation.auth !== "none") {
    setIfPresent(headers, "Authorization", sources.getToken?.());
  }
  if (!headers.has("Language")) setIfPresent(headers, "Language", sources.getLanguage?.());
  if (!headers.has("Device")) setIfPresent(headers, "Device", sources.getDevice?.());
  if (!headers.has("Prefer")) setIfPresent(headers, "Prefer", scenario);
  // The real client deletes headers with empty values before sending (reference §1.1).
  const empty: string[] = [];
  headers.forEach((value, name) => {
    if (value.trim() === "") empty.push(name);
  });
  for (const name of empty) headers.delete(name);
  return headers;
}

function setIfPresent(headers: Headers, name: string, value: string | null | undefined): void {
  if (value) headers.set(name, value);
}
