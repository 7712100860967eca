// The platform's answer to a request whose `Merchant` header is missing,
// repeated or names another site, shared by the sandbox
// (sandbox/dispatch.ts) and the Prism mock (prism-qa.cjs), so QA meets the
// same answer on both. Every operation of the contract needs the header
// (its `Merchant` security scheme) and declares the 400 error envelope.
// Missing: `request_param_err`, as for any missing parameter. Repeated:
// `function.not.available`, what upstream answers a duplicate Merchant
// (reference §1.1, S7). Another site's code: the same refusal, since the
// request names a merchant this site does not serve.
"use strict";

/** The demo site's code: the contract's examples, the app's default (VITE_MERCHANT_CODE) and the conformance command's. */
const DEFAULT_MERCHANT = "mc_demo";

/**
 * `header`: the request's Merchant header as the server reads it (repeated
 * headers joined by ", ", as Node and fetch's Headers join them).
 * Undefined when it is exactly the configured code, else the 400 to answer.
 */
function merchantRefusal(header, configured) {
  const values = String(header ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
  if (values.length === 0) {
    return { status: 400, body: { success: false, errorCode: "request_param_err", message: "Request parameter error: the Merchant header is required" } };
  }
  if (values.length > 1) {
    return { status: 400, body: { success: false, errorCode: "function.not.available", message: "This function is not available: send the Merchant header once" } };
  }
  if (values[0] !== configured) {
    return { status: 400, body: { success: false, errorCode: "function.not.available", message: "This function is not available: the Merchant header names no merchant of this site" } };
  }
  return undefined;
}

module.exports = { DEFAULT_MERCHANT, merchantRefusal };
