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
