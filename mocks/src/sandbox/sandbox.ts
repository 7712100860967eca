// The stateful sandbox backend: the platform's /wps and /lgw paths
// with memory, for flows Prism cannot play (register → log in → favourite →
// withdraw), each answer checked against the contract before it leaves.
//
// Why Hono on @hono/node-server: it is small (no dependencies), maintained,
// runs on Node 20, and speaks the web-standard Request/Response that the SDK,
// fetch in the tests and Vite's proxy already use, so the dispatcher is one
// plain function of a Request. Fastify would bring its own schema validation
// beside the contract's (two validators to keep in step); MSW's http
// middleware is built to intercept a process's own calls rather than to be a
// standalone server that any client, curl included, can talk to.
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { DEFAULT_MERCHANT } from "../merchant-header.ts";
import type { OpenApiDocument } from "../openapi-document.ts";
import { bodyLimit } from "./body-limit.ts";
import { createDispatcher, type Dispatcher } from "./dispatch.ts";
import type { HandlerTable, SandboxContext } from "./handler-types.ts";
import { handlers as defaultHandlers } from "./handlers/index.ts";
import { sandboxLimits, type SandboxLimits } from "./limits.ts";
import { createPayloadValidator } from "./payload-validator.ts";
import { generateSandboxKeys, type SandboxKeys } from "./sandbox-crypto.ts";
import { exampleBody, SANDBOX_CAPTCHA, SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD, SANDBOX_SMS_CODE, seedFromContract } from "./seed.ts";
import { SandboxState } from "./state.ts";

export const DEFAULT_SANDBOX_PORT = 4030;

export interface SandboxOptions {
  doc: OpenApiDocument;
  /** The RSA key pair; a fresh one when left out. */
  keys?: SandboxKeys;
  /** Extra or replacement handlers (tests). */
  handlers?: HandlerTable;
  /** The site's merchant code (default `mc_demo`): a request with any other `Merchant` header is refused. */
  merchant?: string;
  /**
   * The admin endpoints under /__sandbox (state, reset, members, violations);
   * `false` (`npm run sandbox -- --no-admin`) answers them 404 like any path
   * that is not an operation.
   */
  admin?: boolean;
  /** Body sizes, multipart parts and rate limits (limits.ts; the defaults are DEFAULT_LIMITS). */
  limits?: Partial<SandboxLimits>;
  /**
   * The instant (ms since the epoch) the sandbox's clock starts at, running from there at the real pace;
   * the real time when left out. A browser test whose page runs on a fixed time gives the sandbox the same one, so
   * that both agree on the platform's day (records by day, countdowns, expiries).
   */
  startAt?: number;
}

export interface Sandbox {
  /** Answers one request, admin paths (/__sandbox) included; `env` is @hono/node-server's (the caller's socket). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  state: SandboxState;
  keys: SandboxKeys;
  limits: SandboxLimits;
  /** Every answer that broke the contract (each also came back as a 500). */
  violations: Dispatcher["violations"];
  /** Calls by operationId since the start or the last reset. */
  calls: Dispatcher["calls"];
  reset(): void;
}

export interface RunningSandbox extends Sandbox {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * What QA and scripts need to know, served at GET /__sandbox. The tokens
 * listed are the seeded sessions' (they are the contract's examples, public
 * already) while they last; a session opened by a login or a registration is
 * never listed (the list went to anyone who asked).
 */
function describe(sandbox: Sandbox, seededTokens: ReadonlySet<string>) {
  return {
    sandbox: "stateful backend of the contract; every answer is checked against it",
    captcha: SANDBOX_CAPTCHA,
    smsCode: SANDBOX_SMS_CODE,
    seededPassword: SANDBOX_PASSWORD,
    seededPaymentPassword: SANDBOX_PAYMENT_PASSWORD,
    members: [...sandbox.state.members.values()].map((m) => ({
      userName: m.userName,
      type: m.type,
      balance: m.balance,
      tokens: [...sandbox.state.sessions].filter(([token, member]) => member === m && seededTokens.has(token)).map(([token]) => token),
    })),
    violations: sandbox.violations.length,
    /** The sandbox's clock (a browser test starts its page's clock here, so both are on the same day). */
    now: sandbox.state.now().toISOString(),
  };
}

/** The caller's address, from @hono/node-server's socket (undefined when the sandbox is called in process). */
function clientAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** A page of this machine (the app's dev server, a test's browser): the only origins a browser may call the admin from. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    return ["127.0.0.1", "localhost", "[::1]"].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * The admin endpoints answer scripts (no Origin) and pages of this machine,
 * with CORS for those (the scenario panel of `npm start -- --sandbox` calls
 * them directly); a page of any other site is refused, so it cannot reset the
 * sandbox or create members through a visitor's browser.
 */
const adminOrigins: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  if (origin === undefined) return next();
  if (!isLoopbackOrigin(origin)) return c.json({ error: "the sandbox's admin endpoints answer only this machine" }, 403);
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Vary", "Origin");
  if (c.req.method === "OPTIONS") {
    c.header("Access-Control-Allow-Methods", "GET, POST");
    c.header("Access-Control-Allow-Headers", "Content-Type");
    return c.body(null, 204);
  }
  return next();
};

/** A clock that reads `startAt` now and runs on at the real pace. */
function clockFrom(startAt: number): () => Date {
  const shift = startAt - Date.now();
  return () => new Date(Date.now() + shift);
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const { doc } = options;
  const keys = options.keys ?? generateSandboxKeys();
  const limits = sandboxLimits(options.limits);
  const state = new SandboxState(seedFromContract(doc), options.startAt === undefined ? undefined : clockFrom(options.startAt));
  const seededTokens = new Set(state.sessions.keys());
  const context: SandboxContext = {
    state,
    keys,
    doc,
    example: (operationId, name, status = 200) => exampleBody(doc, operationId, name, String(status)),
    checkPayload: createPayloadValidator(doc),
  };
  const dispatcher = createDispatcher(doc, { ...defaultHandlers, ...options.handlers }, context, { merchant: options.merchant ?? DEFAULT_MERCHANT, limits });
  const reset = () => {
    state.reset();
    dispatcher.violations.length = 0;
    dispatcher.calls.clear();
    dispatcher.clearLimits();
  };
  const sandbox: Sandbox = { fetch: (request, env) => Promise.resolve(app.fetch(request, env)), state, keys, limits, violations: dispatcher.violations, calls: dispatcher.calls, reset };

  const app = new Hono();
  // A body is never read whole beyond its limit; what is beyond it is read and thrown away
  // (up to limits.drainBytes), so the 413 leaves the client's connection usable (body-limit.ts).
  const tooLarge = (max: number) =>
    Response.json({ success: false, errorCode: "request.entity.too.large", message: `The request body is larger than ${max / (1024 * 1024)} MB` }, { status: 413 });
  app.use("*", bodyLimit({ maxBytes: (contentType) => (/^multipart\/form-data/i.test(contentType) ? limits.multipartBytes : limits.bodyBytes), drainBytes: limits.drainBytes, tooLarge }));
  if (options.admin !== false) mountAdmin(app, sandbox, { seededTokens, reset, violations: dispatcher.violations });
  app.all("*", (c) => dispatcher.handle(c.req.raw, clientAddress(c)));
  return sandbox;
}

function mountAdmin(app: Hono, sandbox: Sandbox, { seededTokens, reset, violations }: { seededTokens: ReadonlySet<string>; reset: () => void; violations: Dispatcher["violations"] }) {
  const { state } = sandbox;
  app.use("/__sandbox", adminOrigins);
  app.use("/__sandbox/*", adminOrigins);
  app.get("/__sandbox", (c) => c.json(describe(sandbox, seededTokens)));
  app.get("/__sandbox/violations", (c) => c.json(violations));
  app.post("/__sandbox/reset", (c) => {
    reset();
    return c.json({ reset: true });
  });
  // A member for QA: {"userName", "password", "type"?, "balance"?, "paymentPassword"?, "bankCard"?}; answers a live token.
  // With a withdrawal password and a bank card the member can withdraw at once (e2e/sandbox/money-once.spec.ts, wallet.spec.ts).
  app.post("/__sandbox/members", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { userName?: unknown; password?: unknown; type?: unknown; balance?: unknown; paymentPassword?: unknown; bankCard?: unknown };
    if (typeof body.userName !== "string" || typeof body.password !== "string") return c.json({ error: "userName and password (strings) are required" }, 400);
    if (state.findByName(body.userName)) return c.json({ error: `${body.userName} exists` }, 409);
    const type = typeof body.type === "number" && [0, 1, 2, 4, 40, 41, 42].includes(body.type) ? (body.type as 0) : 0;
    const balance = body.balance ?? 0;
    if (typeof balance !== "number" || !Number.isFinite(balance) || balance < 0 || balance > 99_999_999.99) return c.json({ error: "balance must be a number from 0 to 99999999.99" }, 400);
    if (body.paymentPassword !== undefined && (typeof body.paymentPassword !== "string" || !/^\d{6}$/.test(body.paymentPassword))) return c.json({ error: "paymentPassword must be 6 digits" }, 400);
    const paymentPassword = body.paymentPassword as string | undefined;
    const member = state.addMember({ userName: body.userName, password: body.password, type, balance, paymentPassword });
    if (body.bankCard === true) {
      const bank = state.withdrawBanks[0]!;
      const last4 = String(member.id).slice(-4).padStart(4, "0");
      member.bankCards.push({ id: state.nextCardId(), bankCode: bank.bankCode, bankName: bank.bankName, accountName: body.userName, cardNumber: `**** **** **** ${last4}`, branchName: null, iconUrl: bank.iconUrl ?? null, isDefault: true, createdAt: state.now().toISOString() });
    }
    return c.json({ userName: member.userName, id: member.id, type: member.type, balance: member.balance, token: state.openSession(member), bankCards: member.bankCards.map((card) => card.id) }, 201);
  });
}

/** Starts the sandbox on host:port (port 0 picks a free one). */
export async function startSandbox(options: SandboxOptions & { port?: number; host?: string }): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const host = options.host ?? "127.0.0.1";
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolvePort, reject) => {
    server = serve({ fetch: sandbox.fetch, port: options.port ?? DEFAULT_SANDBOX_PORT, hostname: host }, (info) => resolvePort(info.port));
    server.once("error", reject);
  });
  const stop = () => new Promise<void>((resolveStop) => (server ? server.close(() => resolveStop()) : resolveStop()));
  return { ...sandbox, url: `http://${host}:${port}`, port, stop };
}
