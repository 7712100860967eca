// Money amounts are `multipleOf: 0.01`, and no valid amount may fail
// it through binary floating point in any validator of the project.
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { isDecimalMultipleOf, useDecimalMultipleOf } from "./decimal-multiple-of.ts";
import type { OpenApiDocument } from "./openapi-document.ts";
import { createResponseValidator } from "./response-validator.ts";
import { createPayloadValidator } from "./sandbox/payload-validator.ts";

const require = createRequire(import.meta.url);
const prismCopy = require("./prism-decimal-multiple-of.cjs") as { isDecimalMultipleOf: (value: number, step: number) => boolean };

/** Amounts that look innocent and fail `value / 0.01` in floating point, and the bounds. */
const VALID = [0.01, 0.07, 0.29, 0.57, 1.15, 4.35, 10.07, 19.99, 1234.56, 12580.5, 123456.78, 99999999.99];
const SUB_CENT = [10.005, 0.004, 0.001, 1.0000001, 99999999.999];
const money = { type: "number", exclusiveMinimum: 0, multipleOf: 0.01, maximum: 99999999.99 };

describe("isDecimalMultipleOf", () => {
  it("accepts every cent amount up to ￥10,000 and a spread of larger ones up to the maximum", () => {
    const refused: number[] = [];
    for (let cents = 1; cents <= 1_000_000; cents += 1) if (!isDecimalMultipleOf(cents / 100, 0.01)) refused.push(cents / 100);
    for (let cents = 1_000_000; cents <= 9_999_999_999; cents += 99_999_989) if (!isDecimalMultipleOf(cents / 100, 0.01)) refused.push(cents / 100);
    for (const amount of VALID) if (!isDecimalMultipleOf(amount, 0.01)) refused.push(amount);
    expect(refused).toEqual([]);
  });

  it("refuses sub-cent and non-finite amounts", () => {
    for (const amount of [...SUB_CENT, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) expect(isDecimalMultipleOf(amount, 0.01), String(amount)).toBe(false);
  });

  it("works for other steps: integers, halves, 1e-7", () => {
    expect(isDecimalMultipleOf(20000, 1)).toBe(true);
    expect(isDecimalMultipleOf(1.5, 1)).toBe(false);
    expect(isDecimalMultipleOf(2.5, 0.5)).toBe(true);
    expect(isDecimalMultipleOf(2.25, 0.5)).toBe(false);
    expect(isDecimalMultipleOf(0.0000003, 1e-7)).toBe(true);
    expect(isDecimalMultipleOf(1e20, 0.01)).toBe(true);
  });

  it("answers as Prism's preloaded copy does", () => {
    const samples = [...VALID, ...SUB_CENT, 0, -0.29, 1e20, Number.POSITIVE_INFINITY];
    for (let cents = 1; cents <= 100_000; cents += 7) samples.push(cents / 100, cents / 1000);
    const differ: string[] = [];
    for (const step of [0.01, 1, 0.5, 1e-7]) {
      for (const value of samples) if (prismCopy.isDecimalMultipleOf(value, step) !== isDecimalMultipleOf(value, step)) differ.push(`${value} / ${step}`);
    }
    expect(differ).toEqual([]);
  });
});

describe("the validators", () => {
  it("Ajv's own multipleOf refuses valid amounts (why the keyword is replaced)", () => {
    const stock = new Ajv2020({ strict: false }).compile(money);
    expect(VALID.filter((amount) => !stock(amount))).toEqual(expect.arrayContaining([0.29, 19.99, 1234.56]));
  });

  it("with the decimal keyword Ajv accepts every valid amount and names the rule for a sub-cent one", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    useDecimalMultipleOf(ajv);
    const validate = ajv.compile(money);
    expect(VALID.filter((amount) => !validate(amount))).toEqual([]);
    expect(validate(10.005)).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: "multipleOf", message: "must be multiple of 0.01", params: { multipleOf: 0.01 } })]);
  });

  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    paths: {
      "/pay": {
        post: {
          operationId: "pay",
          responses: { "200": { description: "paid", content: { "application/json": { schema: { $ref: "#/components/schemas/Paid" } } } } },
        },
      },
    },
    components: { schemas: { Paid: { type: "object", required: ["amount"], properties: { amount: money } } } },
  } as OpenApiDocument;

  it("the response validator (sandbox answers, conformance) accepts every valid amount", () => {
    const validator = createResponseValidator(doc);
    const check = (amount: number) => validator.validateBody("pay", "200", "application/json", { amount });
    expect(VALID.flatMap(check)).toEqual([]);
    expect(check(10.005)).toEqual([{ location: "body", pointer: "/amount", message: "must be multiple of 0.01" }]);
  });

  it("the sandbox's payload validator accepts every valid amount", () => {
    const check = createPayloadValidator(doc);
    expect(VALID.flatMap((amount) => check("Paid", { amount }))).toEqual([]);
    expect(check("Paid", { amount: 0.004 })).toEqual(["/amount must be multiple of 0.01"]);
  });
});
