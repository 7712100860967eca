// Argument handling shared by the mocks' commands (mock, sandbox, validate-backend,
// conformance). One convention for all of them:
//   exit 0  done (`--help`, `--list`, a conforming run)
//   exit 1  a contract violation (conformance only)
//   exit 2  it could not run: an unknown flag, a missing or bad value, a port
//           in use, a contract that does not load; the reason and the usage
//           go to stderr, never a stack trace.
// A long-running command stopped by SIGINT, SIGTERM or SIGHUP stops what it
// started and then ends by that signal (stop-on-signal.ts).
import { existsSync, statSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";

/** Exit code of a command that could not run. */
export const EXIT_COULD_NOT_RUN = 2;

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/**
 * Strict `parseArgs` with the shared convention: an unknown option, a missing
 * value, a value given to a flag or an unexpected argument prints what is
 * wrong and the usage on stderr and exits 2; `--help` (or `-h`) prints the
 * usage on stdout and exits 0.
 */
export function parseCommandLine<O extends OptionsConfig, P extends boolean = false>(config: {
  usage: string;
  options: O;
  allowPositionals?: P;
  args?: string[];
}): ReturnType<typeof parseArgs<{ options: O; allowPositionals: P; strict: true }>> {
  let parsed;
  try {
    parsed = parseArgs({
      args: config.args ?? process.argv.slice(2),
      options: { ...config.options, help: { type: "boolean", short: "h" } },
      allowPositionals: config.allowPositionals ?? false,
      strict: true,
    });
  } catch (error) {
    fail(`${describeParseError(error)}\n\n${config.usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(config.usage);
    process.exit(0);
  }
  return parsed as ReturnType<typeof parseArgs<{ options: O; allowPositionals: P; strict: true }>>;
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  // Node's text suggests `-- "--flag"`, which npm's own `--` makes misleading.
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option ${/'([^']*)'/.exec(message)?.[1] ?? message}`;
  if (code?.startsWith("ERR_PARSE_ARGS_")) return message.replace(/^\w/, (first) => first.toLowerCase());
  // Not an argument error: a bug here, which should show as one.
  throw error;
}

/** Reads the upstream URL argument of validate-backend and conformance, or explains what is wrong. */
export function parseUpstreamUrl(positionals: string[], usage: string): URL {
  const [raw, ...extra] = positionals;
  if (!raw) fail(`the upstream URL is missing\n\n${usage}`);
  if (extra.length > 0) fail(`one upstream URL only, got also: ${extra.join(" ")}\n\n${usage}`);
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
  process.exit(EXIT_COULD_NOT_RUN);
}

/** A positive whole number option (a port, a timeout), or exit 2 naming the option (and printing `usage` if given). */
export function positiveInteger(name: string, raw: string, usage?: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value <= 0) fail(withUsage(`--${name} must be a positive whole number, got "${raw}"`, usage));
  return value;
}

/** A TCP port number (1-65535), or exit 2 naming the option. */
export function portNumber(name: string, raw: string, usage?: string): number {
  const value = positiveInteger(name, raw, usage);
  if (value > 65_535) fail(withUsage(`--${name} must be a port number (1-65535), got "${raw}"`, usage));
  return value;
}

/** A path to an existing file, or exit 2 naming the option. */
export function existingFile(name: string, path: string, usage?: string): string {
  if (!existsSync(path) || !statSync(path).isFile()) fail(withUsage(`--${name}: no file at ${path}`, usage));
  return path;
}

function withUsage(message: string, usage: string | undefined): string {
  return usage ? `${message}\n\n${usage}` : message;
}

/** The message of a start-up failure, without its stack (what exit 2 prints). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
