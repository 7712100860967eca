// `npm run conformance -- <upstream URL> [options]`: calls the contract's
// operations on a backend through a Prism validating proxy, checks every
// answer against the contract itself (error bodies included), and prints a
// pass/fail table with the coverage (or a JSON or JUnit report). Encrypted
// operations get a body the server can decrypt; operations that need a
// session are called without one too and must refuse. `--sandbox` instead
// of a URL runs it against the sandbox backend, started here, with a seeded
// member's session. With --allow-writes a stateful phase follows (unless
// --no-stateful): named sequences of calls on members of their own
// (conformance-stateful-checks.ts). Exit codes: 0 conforming, 1 a violation, 2 could not
// run (bad arguments, upstream unreachable, any other error).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { DEFAULT_CONCURRENCY, DEFAULT_SLOW_MS, DEFAULT_TIMEOUT_MS, describeFetchError, runConformance } from "../conformance.ts";
import { runStatefulPhase, STATEFUL_CHECK_NAMES } from "../conformance-stateful-checks.ts";
import type { MemberLogin, StatefulResult } from "../conformance-stateful.ts";
import { SANDBOX_PAYMENT_PASSWORD } from "../sandbox/seed.ts";
import { exitCodeOf, formatConformanceReport, formatJsonReport, type RunDescription } from "../conformance-report.ts";
import { formatJunitReport } from "../conformance-junit.ts";
import { freePort } from "../free-port.ts";
import { contractPath, loadContract } from "../load-contract.ts";
import { listOperations } from "../openapi-document.ts";
import { BUNDLED_CONTRACT, startPrism } from "../prism.ts";
import { startSandbox, type RunningSandbox } from "../sandbox/sandbox.ts";
import { buildContract } from "./contract.ts";
import { errorMessage, existingFile, fail, parseCommandLine, parseUpstreamUrl, portNumber, positiveInteger } from "./arguments.ts";
import { stopOnSignal } from "./stop-on-signal.ts";

const USAGE = `usage: npm run conformance -- <upstream URL> [options]
       npm run conformance -- --sandbox [options]      (against the sandbox backend, started for the run)

options:
  --merchant CODE          the Merchant header (default: $MERCHANT_CODE, else mc_demo)
  --token TOKEN            a member's session token; without it, operations that need a session
                           are called without one only (and must refuse)
  --allow-writes           call the write operations (POST, PUT, DELETE) too, then run the
                           stateful checks (each a sequence of calls on a fresh member):
                           ${STATEFUL_CHECK_NAMES.join(", ")}
  --no-stateful            with --allow-writes: skip the stateful checks
  --checks NAMES           only these stateful checks, comma-separated or repeated
  --member USER:PASS       a member for the checks: used when the contract's registration is
                           refused, and for the money checks (it needs money, a bank card of its
                           own and, with --payment-password, its withdrawal password); with
                           --sandbox the kit makes funded members itself
  --payment-password PIN   the withdrawal password of --member
  --only NAMES             only these operations: operationIds or tags, comma-separated or repeated
  --skip NAMES             not these operations: operationIds or tags, comma-separated or repeated
  --timeout MS             no answer within MS fails the call (default ${DEFAULT_TIMEOUT_MS})
  --slow MS                an answer slower than MS is a warning (default ${DEFAULT_SLOW_MS})
  --slow-fails             an answer slower than --slow is a failure instead of a warning
  --concurrency N          reads at a time (default ${DEFAULT_CONCURRENCY}); writes one at a time, logout last
  --reporter text|json|junit
                           the report's format (default text)
  --output FILE            write the report to FILE; the text table still goes to stdout
  --port N                 port of the local Prism proxy (default: a free one)
  --sandbox-port N         with --sandbox: the sandbox's port (default: a free one)
  --spec bundle.json       the contract bundle (default: openapi/dist/openapi.json, rebuilt first)
  --no-build               do not rebuild the bundled contract
  -h, --help               this text

exit codes: 0 every called operation conforms; 1 a violation; 2 could not run
            (bad arguments, upstream unreachable, the report not written)`;

const REPORTERS = ["text", "json", "junit"] as const;
type Reporter = (typeof REPORTERS)[number];

/** Exit 2 with the reason and the usage, never a stack trace. */
function usageError(message: string): never {
  return fail(`${message}\n\n${USAGE}`);
}

// Strict: an unknown option or a missing value exits 2 with the usage (arguments.ts).
const readArguments = () =>
  parseCommandLine({
    usage: USAGE,
    allowPositionals: true,
    options: {
      merchant: { type: "string", default: process.env.MERCHANT_CODE ?? "mc_demo" },
      token: { type: "string" },
      "allow-writes": { type: "boolean", default: false },
      only: { type: "string", multiple: true },
      skip: { type: "string", multiple: true },
      port: { type: "string" },
      timeout: { type: "string", default: String(DEFAULT_TIMEOUT_MS) },
      slow: { type: "string", default: String(DEFAULT_SLOW_MS) },
      "slow-fails": { type: "boolean", default: false },
      concurrency: { type: "string", default: String(DEFAULT_CONCURRENCY) },
      reporter: { type: "string", default: "text" },
      output: { type: "string" },
      spec: { type: "string" },
      "no-build": { type: "boolean", default: false },
      sandbox: { type: "boolean", default: false },
      "sandbox-port": { type: "string" },
      "no-stateful": { type: "boolean", default: false },
      checks: { type: "string", multiple: true },
      member: { type: "string" },
      "payment-password": { type: "string" },
    },
  });

/** `--only a,b --only c` → ["a", "b", "c"]. */
function names(values: string[] | undefined): string[] | undefined {
  const list = values?.flatMap((value) => value.split(",")).map((name) => name.trim()).filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}

/** `--member USER:PASS` (the password may hold colons). */
function memberLogin(text: string, paymentPassword: string | undefined): MemberLogin {
  const colon = text.indexOf(":");
  if (colon <= 0 || colon === text.length - 1) usageError(`--member must be USER:PASS, got "${text}"`);
  return { userName: text.slice(0, colon), password: text.slice(colon + 1), paymentPassword };
}

let sandboxMembers = 0;
/** A member of the sandbox with ￥10,000, the seed's withdrawal password and a card of their own. */
async function sandboxMember(sandboxUrl: string): Promise<MemberLogin> {
  const member = { userName: `kit_funded_${++sandboxMembers}_${process.pid}`, password: "Harbour2026", paymentPassword: SANDBOX_PAYMENT_PASSWORD };
  const response = await fetch(`${sandboxUrl}/__sandbox/members`, {
    method: "POST",
    body: JSON.stringify({ userName: member.userName, password: member.password, balance: 10_000, paymentPassword: member.paymentPassword, bankCard: true }),
  });
  if (!response.ok) throw new Error(`the sandbox did not make a funded member: ${response.status} ${await response.text()}`);
  return member;
}

// SIGINT, SIGTERM or SIGHUP (or npm gone): stop Prism and the sandbox, then end by that signal.
const stopping = stopOnSignal();
const started: { stop(): Promise<void> }[] = [];
stopping.setStop(async () => {
  await Promise.all(started.map((child) => child.stop()));
});

async function main(): Promise<number> {
  const { values, positionals } = readArguments();
  const reporter = values.reporter as Reporter;
  if (!REPORTERS.includes(reporter)) usageError(`--reporter must be one of ${REPORTERS.join(", ")}, got "${values.reporter}"`);
  const proxyPort = values.port === undefined ? undefined : portNumber("port", values.port, USAGE);
  const timeoutMs = positiveInteger("timeout", values.timeout, USAGE);
  const slowMs = positiveInteger("slow", values.slow, USAGE);
  const concurrency = positiveInteger("concurrency", values.concurrency, USAGE);
  if (values.sandbox && positionals.length > 0) usageError("--sandbox takes no upstream URL");
  if (!values.sandbox && values["sandbox-port"] !== undefined) usageError("--sandbox-port needs --sandbox");
  const sandboxPort = values["sandbox-port"] === undefined ? undefined : portNumber("sandbox-port", values["sandbox-port"], USAGE);
  const upstreamArgument = values.sandbox ? undefined : parseUpstreamUrl(positionals, USAGE);

  const spec = values.spec === undefined ? contractPath() : existingFile("spec", values.spec, USAGE);
  if (!values.spec && spec === BUNDLED_CONTRACT && (!values["no-build"] || !existsSync(spec))) buildContract();
  const doc = loadContract(spec);
  const operations = listOperations(doc);

  const checks = names(values.checks);
  const unknownChecks = checks?.filter((name) => !STATEFUL_CHECK_NAMES.includes(name)) ?? [];
  if (unknownChecks.length > 0) usageError(`--checks names no stateful check: ${unknownChecks.join(", ")} (the checks: ${STATEFUL_CHECK_NAMES.join(", ")})`);
  const member = values.member === undefined ? undefined : memberLogin(values.member, values["payment-password"]);
  if (values["payment-password"] !== undefined && !member) usageError("--payment-password needs --member");
  const stateful = values["allow-writes"] && !values["no-stateful"];

  const only = names(values.only);
  const skip = names(values.skip);
  const known = new Set(operations.flatMap((op) => [op.operationId, ...(op.operation.tags ?? [])]));
  for (const [flag, list] of [["only", only], ["skip", skip]] as const) {
    const unknown = list?.filter((name) => !known.has(name)) ?? [];
    if (unknown.length > 0) usageError(`--${flag} names no operationId or tag of the contract: ${unknown.join(", ")}`);
  }

  // Human-readable lines go to stderr when stdout carries the machine report.
  const say = reporter !== "text" && !values.output ? console.error : console.log;

  let sandbox: RunningSandbox | undefined;
  if (values.sandbox) {
    sandbox = await startSandbox({ doc, port: sandboxPort ?? (await freePort()) });
    started.push(sandbox);
  }
  const upstream = sandbox ? new URL(sandbox.url) : (upstreamArgument as URL);
  // A seeded real member's session (the contract's login example), unless a token is given.
  const token = values.token ?? (sandbox ? [...sandbox.state.sessions].find(([, member]) => member.type === 0)?.[0] : undefined);

  try {
    try {
      await fetch(upstream, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      console.error(`conformance: cannot reach the upstream ${upstream.href}: ${describeFetchError(error)}`);
      return 2;
    }
    // No --errors here: with it Prism replaces a non-conforming answer by its own
    // 500, and the table would show Prism's body instead of the server's.
    // Up to 2 min for Prism to load the contract: a loaded machine (CI, the test suite) needs more
    // than the 30 s default, and the wait is for the port, so a quiet machine goes on at once.
    const prism = await startPrism({ spec, proxyTo: upstream.href, port: proxyPort ?? (await freePort()), readyTimeoutMs: 120_000, snapshot: true });
    started.push(prism);
    try {
      const target = sandbox ? `the sandbox backend (${upstream.href})` : upstream.href;
      say(`Conformance of ${target} to ${spec}`);
      say(`(calls go through a Prism validating proxy on ${prism.url}; every body is also checked here against the contract;`);
      say(` ${concurrency} call${concurrency === 1 ? "" : "s"} at a time, no answer within ${timeoutMs} ms fails, over ${slowMs} ms ${values["slow-fails"] ? "fails" : "warns"})\n`);
      const results = await runConformance({
        doc,
        baseUrl: prism.url,
        credentials: { Merchant: values.merchant, Token: token },
        allowWrites: values["allow-writes"],
        only,
        skip,
        timeoutMs,
        slowMs,
        slowFails: values["slow-fails"],
        concurrency,
      });
      let checkResults: StatefulResult[] = [];
      if (stateful) {
        say(`Stateful checks: ${(checks ?? STATEFUL_CHECK_NAMES).join(", ")}\n`);
        const sandboxUrl = sandbox?.url;
        checkResults = await runStatefulPhase({
          doc,
          baseUrl: prism.url,
          merchant: values.merchant,
          member,
          only: checks,
          timeoutMs,
          // The sandbox makes a funded member per check through its own door (not a contract operation).
          fundedMember: sandboxUrl ? () => sandboxMember(sandboxUrl) : undefined,
        });
      }
      const run: RunDescription = { contract: spec, target: upstream.href, timeoutMs, slowMs, slowFails: values["slow-fails"], concurrency, allowWrites: values["allow-writes"], stateful };
      const table = formatConformanceReport(results, operations.length, checkResults);
      // The sandbox checks its own answers too; it must agree that none broke the contract.
      const sandboxViolations = sandbox?.violations.length ?? 0;
      const sandboxLine = sandboxViolations > 0 ? `The sandbox recorded ${sandboxViolations} answers that broke the contract.` : undefined;
      const report = reporter === "json" ? formatJsonReport(results, run, operations.length, checkResults) : reporter === "junit" ? formatJunitReport(results, run, new Date(), checkResults) : `${table}\n`;
      if (values.output) {
        try {
          mkdirSync(dirname(values.output), { recursive: true });
          writeFileSync(values.output, report);
        } catch (error) {
          console.error(`conformance: cannot write the report to ${values.output}: ${(error as Error).message}`);
          return 2;
        }
      }
      if (reporter === "text" || values.output) {
        console.log(table);
        if (values.output) console.log(`${reporter} report written to ${values.output}`);
      } else process.stdout.write(report);
      if (sandboxLine) say(sandboxLine);
      // Calls that found no proxy say nothing of the server: the run could not be made.
      if (prism.process.exitCode !== null || prism.process.signalCode !== null) {
        console.error(`conformance: could not run: the Prism proxy on ${prism.url} stopped during the run (exit ${prism.process.exitCode ?? prism.process.signalCode})`);
        return 2;
      }
      return sandboxViolations > 0 ? 1 : exitCodeOf(results, checkResults);
    } finally {
      await prism.stop();
    }
  } finally {
    await sandbox?.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // Anything unforeseen means the run could not be made: 2, never 1 (which says "violation").
  console.error(`conformance: could not run: ${errorMessage(error)}`);
  process.exitCode = 2;
}
