// Loaded into Prism's own process beside prism-json-body.cjs (see prism.ts),
// for QA (issue 32). In mock mode only (`prism mock`; the validating proxy
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
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload for CommonJS Prism
const Module = require("node:module");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the sandbox (merchant-header.ts)
const { DEFAULT_MERCHANT, merchantRefusal } = require("./merchant-header.cjs");

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

module.exports = { refusedScenarioProblem, requestErrors };
