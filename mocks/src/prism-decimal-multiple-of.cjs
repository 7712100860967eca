// Loaded into Prism's own process beside prism-json-body.cjs (see prism.ts).
// Prism validates requests and responses with Ajv, whose `multipleOf` divides
// in binary floating point: against the contract's money amounts
// (`multipleOf: 0.01`) it refuses about one valid amount in seven
// (0.29, 19.99, 1234.56 ...) with a 422. Every Ajv class Prism's validator
// loads is replaced here by one whose `multipleOf` compares the numbers as
// the decimals they are written as, exactly as the sandbox and the
// conformance check do (decimal-multiple-of.ts; a test holds this copy of
// the comparison to the same answers). Nothing else changes.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload for CommonJS Prism
const Module = require("node:module");

const AJV_ENTRIES = new Set(["ajv", "ajv/dist/2019", "ajv/dist/2020"]);

function decimalPlaces(step) {
  const [mantissa = "", exponent] = String(step).split("e");
  const fraction = (mantissa.split(".")[1] || "").length;
  return Math.max(0, fraction - Number(exponent || 0));
}

function isDecimalMultipleOf(value, step) {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false;
  const scale = 10 ** decimalPlaces(step);
  const scaled = Math.round(value * scale);
  const stepScaled = Math.round(step * scale);
  if (!Number.isSafeInteger(scaled) || !Number.isSafeInteger(stepScaled) || scale > 1e15) return Number.isInteger(value / step);
  return scaled / scale === value && scaled % stepScaled === 0;
}

function withDecimalMultipleOf(ajvModule) {
  const Base = ajvModule.default;
  const _ = ajvModule._;
  class DecimalAjv extends Base {
    constructor(options) {
      super(options);
      this.removeKeyword("multipleOf");
      this.addKeyword({
        keyword: "multipleOf",
        type: "number",
        schemaType: "number",
        error: { message: ({ schemaCode }) => _`"must be multiple of " + ${schemaCode}`, params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}` },
        validate: (step, value) => isDecimalMultipleOf(value, step),
      });
    }
  }
  return { ...ajvModule, __esModule: true, default: DecimalAjv };
}

const patched = new Map();
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  const loaded = originalLoad.call(this, request, parent, isMain);
  if (!AJV_ENTRIES.has(request) || !parent || !/[\\/]@stoplight[\\/]prism-http[\\/]/.test(parent.filename)) return loaded;
  if (!patched.has(loaded)) patched.set(loaded, withDecimalMultipleOf(loaded));
  return patched.get(loaded);
};

module.exports = { isDecimalMultipleOf };
