// Argument checks shared by validate-backend and conformance; a bad one exits 2 with a message.
/** Reads the upstream URL argument of validate-backend and conformance, or explains what is wrong. */
export function parseUpstreamUrl(positionals: string[], usage: string): URL {
  const [raw, ...extra] = positionals;
  if (!raw || extra.length > 0) fail(usage);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(`"${raw}" is not a URL.\n${usage}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") fail(`the upstream must be an http(s) URL, got ${raw}\n${usage}`);
  return url;
}

/** Exit code 2: the command could not run (bad arguments, unreachable upstream). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A positive whole number option (a port, a timeout), or exit 2 naming the option. */
export function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) fail(`--${name} must be a positive whole number, got "${raw}"`);
  return value;
}
