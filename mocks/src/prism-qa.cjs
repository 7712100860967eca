// Loaded into Prism's own process beside prism-json-body.cjs (see prism.ts),
// for QA. In mock mode only (`prism mock`; the validating proxy
// of validate-backend and conformance is left as it is):
//
// 1. A request whose `Merchant` header is missing, repeated or another site's
//    gets the platform's 400, the same answer as the sandbox's
//    (merchant-header.cjs). Prism itself answered a missing one with the
//    operation's 401 example ("Please log in again"), as if it were a session.
// 2. A request the contract refuses, sent with a scenario (`Prefer`, or
//    `?__example=` / `?__code=`), says so in its body: Prism answers such a
//    request with the operation's 422 (or 400) example in place of the chosen
//    scenario, with the reason only in the `sl-violations` header. The body
//    becomes Prism's own problem format (application/problem+json, as its
//    --errors flag gives): which rules failed, and that the scenario was not
//    applied. The status stays Prism's. Without a scenario nothing changes.
// 3. A scenario naming an example the operation does not have for the status
//    asked gets a 404 in Prism's problem format with
//    `validExamples`, the names that status has; an example of another
//    status says which `code=` it needs (`needsCode`). Prism's own 404
//    listed nothing, and `example=systemBusy` without `code=500` read as if
//    the example did not exist at all.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload for CommonJS Prism
const Module = require("node:module");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the sandbox (merchant-header.ts)
const { DEFAULT_MERCHANT, merchantRefusal } = require("./merchant-header.cjs");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload for CommonJS Prism
const { readFileSync } = require("node:fs");

const MOCK_MODE = process.argv[2] === "mock";
const MERCHANT = process.env.MERCHANT_CODE || DEFAULT_MERCHANT;
/** The platform's own paths: Prism's 404 for anything else stays as it is. */
const PLATFORM_PATH = /^\/(wps|lgw)\//;

/** The scenario a request asked for, as the request wrote it (undefined when none). */
function chosenScenario(req) {
  const { searchParams } = new URL(req.url || "/", "http://prism.invalid");
  const parts = [];
  if (req.headers.prefer) parts.push(`Prefer: ${req.headers.prefer}`);
  for (const name of ["__example", "__code"]) if (searchParams.has(name)) parts.push(`?${name}=${searchParams.get(name)}`);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** The status a scenario asks for, when it names one (`code=422` or `?__code=422`). */
function chosenStatus(req) {
  const prefer = /(?:^|[,;\s])code=(\d{3})/.exec(req.headers.prefer || "");
  const { searchParams } = new URL(req.url || "/", "http://prism.invalid");
  return prefer ? Number(prefer[1]) : searchParams.has("__code") ? Number(searchParams.get("__code")) : undefined;
}

/** The request's errors among Prism's findings (its `sl-violations` header), security ones aside (a 401 is the scenario's answer). */
function requestErrors(header) {
  if (typeof header !== "string") return [];
  let violations;
  try {
    violations = JSON.parse(header.replace(/^Too many violations! /, ""));
  } catch {
    return [{ location: ["request"], severity: "Error", message: "too many violations to list (see the sl-violations header)" }];
  }
  const errors = violations.filter((v) => Array.isArray(v.location) && v.location[0] === "request" && v.severity === "Error" && v.code !== 401);
  // Prism reports a rule once per alternative of a oneOf: each once.
  return [...new Map(errors.map((v) => [`${v.location.join(".")} ${v.message}`, v])).values()];
}

/** Prism's problem for a refused request, saying the scenario was not applied. */
function refusedScenarioProblem(status, scenario, errors) {
  const rules = errors.map((v) => `${v.location.join(".")} ${v.message}`.trim());
  return {
    type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY",
    title: "Invalid request",
    status,
    detail: `Your request is not valid, so the scenario you chose (${scenario}) was not applied: ${rules.join("; ")}`,
    scenario,
    scenarioApplied: false,
    validation: errors,
  };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** A JSON pointer reference of the contract, followed (`#/components/examples/X`). */
function follow(doc, value) {
  let current = value;
  for (let depth = 0; current && typeof current.$ref === "string" && current.$ref.startsWith("#/") && depth < 10; depth++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce((node, key) => (node === undefined ? undefined : node[key.replace(/~1/g, "/").replace(/~0/g, "~")]), doc);
  }
  return current;
}

/**
 * Each operation of the contract Prism serves: how its path matches, the
 * status Prism answers without `code=` (the first 2xx, as the scenario
 * catalogue says), and the example names of each status.
 */
function exampleIndex(doc) {
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths || {})) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    for (const method of METHODS) {
      const operation = follow(doc, item[method]);
      if (!operation) continue;
      const examples = new Map();
      for (const [status, declared] of Object.entries(operation.responses || {})) {
        if (!/^\d{3}$/.test(status)) continue;
        const names = new Set();
        for (const media of Object.values(follow(doc, declared).content || {})) for (const name of Object.keys(media.examples || {})) names.add(name);
        examples.set(status, [...names]);
      }
      const statuses = [...examples.keys()].sort();
      operations.push({ method: method.toUpperCase(), path, literal: !path.includes("{"), pattern, operationId: operation.operationId, defaultStatus: statuses.find((s) => s.startsWith("2")) || statuses[0], examples });
    }
  }
  return operations;
}

let index;
/** The contract Prism was started with (`prism mock <spec>`), read once. */
function contractExamples() {
  if (index === undefined) {
    try {
      index = exampleIndex(JSON.parse(readFileSync(process.argv[3], "utf8")));
    } catch {
      index = [];
    }
  }
  return index;
}

/** The example a request asked for by name (`Prefer: example=X` or `?__example=X`). */
function chosenExample(req) {
  const prefer = /(?:^|[,;\s])example=([^,;\s]+)/.exec(req.headers.prefer || "");
  const { searchParams } = new URL(req.url || "/", "http://prism.invalid");
  return prefer ? prefer[1] : searchParams.get("__example") || undefined;
}

/**
 * Prism's problem for an example the operation does not have for the status
 * asked: the valid names of that status, and, when the name is another
 * status's example, the `code=` it needs. Undefined when the example exists.
 */
function unknownExampleProblem(operations, method, pathname, example, code) {
  const operation = operations.find((op) => op.method === method && op.literal && op.path === pathname) || operations.find((op) => op.method === method && op.pattern.test(pathname));
  if (!operation) return undefined;
  const status = code === undefined ? operation.defaultStatus : String(code);
  const validExamples = operation.examples.get(status);
  // A status the operation does not declare is Prism's to answer.
  if (validExamples === undefined || validExamples.includes(example)) return undefined;
  const elsewhere = [...operation.examples].filter(([, names]) => names.includes(example)).map(([other]) => Number(other));
  const listed = validExamples.length > 0 ? `the ${status} response's examples are ${validExamples.join(", ")}` : `the ${status} response has no named example`;
  const hint = elsewhere.length > 0 ? ` "${example}" is an example of the ${elsewhere.join(", ")} response: ask for it with Prefer: code=${elsewhere[0]}, example=${example}.` : "";
  return {
    type: "https://stoplight.io/prism/errors#NOT_FOUND",
    title: "The server cannot find the requested content",
    status: 404,
    detail: `${operation.operationId} has no example "${example}" for status ${status}: ${listed}.${hint}`,
    operationId: operation.operationId,
    example,
    responseStatus: Number(status),
    validExamples,
    ...(elsewhere.length > 0 ? { needsCode: elsewhere[0] } : {}),
  };
}

function setCors(req, res) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin || "*");
  res.setHeader("Access-Control-Allow-Credentials", "true");
  res.setHeader("Access-Control-Expose-Headers", "*");
}

/** Rewrites the answer to a refused request that chose a scenario, once Prism has written its headers. */
function explainRefusedScenario(req, res, scenario) {
  const end = res.end;
  res.end = function endWithProblem(chunk, encoding, callback) {
    res.end = end;
    const errors = res.statusCode >= 400 && !res.headersSent ? requestErrors(res.getHeader("sl-violations")) : [];
    if (errors.length === 0 || chosenStatus(req) === res.statusCode) return end.call(this, chunk, encoding, callback);
    const body = JSON.stringify(refusedScenarioProblem(res.statusCode, scenario, errors));
    res.setHeader("Content-Type", "application/problem+json");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    return end.call(this, body, typeof encoding === "function" ? encoding : callback);
  };
}

function withQa(handler) {
  return (req, res, options) => {
    if (req.method !== "OPTIONS" && PLATFORM_PATH.test(new URL(req.url || "/", "http://prism.invalid").pathname)) {
      const refusal = merchantRefusal(req.headers.merchant, MERCHANT);
      if (refusal) {
        const body = JSON.stringify(refusal.body);
        setCors(req, res);
        res.statusCode = refusal.status;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Content-Length", Buffer.byteLength(body));
        res.end(body);
        return undefined;
      }
      const example = chosenExample(req);
      const unknown = example && unknownExampleProblem(contractExamples(), req.method, new URL(req.url || "/", "http://prism.invalid").pathname, example, chosenStatus(req));
      if (unknown) {
        const body = JSON.stringify(unknown);
        setCors(req, res);
        res.statusCode = 404;
        res.setHeader("Content-Type", "application/problem+json");
        res.setHeader("Content-Length", Buffer.byteLength(body));
        res.end(body);
        return undefined;
      }
      const scenario = chosenScenario(req);
      if (scenario) explainRefusedScenario(req, res, scenario);
    }
    return handler(req, res, options);
  };
}

if (MOCK_MODE) {
  const originalLoad = Module._load;
  const patched = new Map();
  Module._load = function load(request, parent, isMain) {
    const loaded = originalLoad.call(this, request, parent, isMain);
    if (request !== "micri" || !parent || !/[\\/]@stoplight[\\/]prism-http-server[\\/]/.test(parent.filename)) return loaded;
    if (!patched.has(loaded)) {
      // micri's exports are read-only getters: copy them and wrap the server's handler.
      patched.set(loaded, { ...loaded, default: (handler) => loaded.default(withQa(handler)) });
    }
    return patched.get(loaded);
  };
}

module.exports = { exampleIndex, refusedScenarioProblem, requestErrors, unknownExampleProblem };
