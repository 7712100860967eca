import { describe, expect, it } from "vitest";
import { createResponseValidator } from "./response-validator.ts";
import { fixtureContract } from "./testing/fixture-contract.ts";

const validator = createResponseValidator(fixtureContract);
const json = (status: number, body: unknown, contentType = "application/json; charset=utf-8") => ({ status, contentType, body: JSON.stringify(body) });

describe("createResponseValidator", () => {
  it("passes a response that matches its declared status, content type and schema", () => {
    expect(validator.validate("getSystemStatus", json(200, { success: true, value: { maintenance: false, version: 3 } }))).toEqual([]);
  });

  it("reports a wrong field type at its JSON pointer", () => {
    expect(validator.validate("getSystemStatus", json(200, { success: true, value: { maintenance: "no", version: 3 } }))).toEqual([
      { location: "body", pointer: "/value/maintenance", message: "must be boolean" },
    ]);
  });

  it("reports a missing required field, every one of them (allErrors)", () => {
    expect(validator.validate("getSystemStatus", json(200, { success: true, value: {} }))).toEqual([
      { location: "body", pointer: "/value", message: "must have required property 'maintenance'" },
      { location: "body", pointer: "/value", message: "must have required property 'version'" },
    ]);
  });

  it("follows the envelope's conditional rule: a success must carry a value", () => {
    const violations = validator.validate("getSystemStatus", json(200, { success: true }));
    expect(violations).toContainEqual({ location: "body", pointer: "", message: "must have required property 'value'" });
  });

  it("checks formats (int32 range, date-time)", () => {
    const violations = validator.validate("getSystemStatus", json(200, { success: true, value: { maintenance: false, version: 2 ** 40, since: "yesterday" } }));
    expect(violations.map((v) => [v.pointer, v.message])).toEqual([
      ["/value/version", 'must match format "int32"'],
      ["/value/since", 'must match format "date-time"'],
    ]);
  });

  it("validates error bodies on 4xx/5xx like any other (a malformed error envelope fails)", () => {
    expect(validator.validate("getSystemStatus", json(500, { success: false, errorCode: "system.busy" }))).toEqual([]);
    const violations = validator.validate("getSystemStatus", json(500, { error: "Internal Server Error" }));
    expect(violations).toContainEqual({ location: "body", pointer: "", message: "must have required property 'success'" });
    expect(violations).toContainEqual({ location: "body", pointer: "", message: "must match a schema in anyOf" });
    expect(validator.validate("addFavorite", json(401, { success: true, errorCode: "x" }))).toContainEqual({
      location: "body",
      pointer: "/success",
      message: "must be equal to constant: false",
    });
  });

  it("reports a status the operation does not declare", () => {
    expect(validator.validate("getSystemStatus", json(404, { success: false, message: "no" }))).toEqual([
      { location: "status", pointer: "", message: "status 404 is not declared (declared: 200, 500)" },
    ]);
  });

  it("reports a content type the status does not declare, or none", () => {
    expect(validator.validate("getSystemStatus", { status: 200, contentType: "text/html", body: "<html>" })).toEqual([
      { location: "content-type", pointer: "", message: "text/html is not declared for status 200 (declared: application/json)" },
    ]);
    expect(validator.validate("getSystemStatus", { status: 200, contentType: null, body: "" })[0]?.message).toBe(
      "no Content-Type is not declared for status 200 (declared: application/json)",
    );
  });

  it("reports a body that is not JSON, or empty, where JSON is declared", () => {
    expect(validator.validate("getSystemStatus", { status: 200, contentType: "application/json", body: "{oops" })).toEqual([
      { location: "body", pointer: "", message: "the body is not valid JSON (application/json declared)" },
    ]);
    expect(validator.validate("getSystemStatus", { status: 200, contentType: "application/json", body: "" })[0]?.message).toBe(
      "the body is empty (application/json declared)",
    );
  });

  it("checks a text body against its string schema", () => {
    expect(validator.validate("getRsaKey", { status: 200, contentType: "text/plain", body: "ab12" })).toEqual([]);
    expect(validator.validate("getRsaKey", { status: 200, contentType: "text/plain;charset=UTF-8", body: "XYZ" })).toEqual([
      { location: "body", pointer: "", message: 'must match pattern "^[0-9a-f]+$"' },
    ]);
  });

  it("accepts an empty body on a status that declares none, and flags a body there", () => {
    expect(validator.validate("addFavorite", { status: 204, contentType: null, body: "" })).toEqual([]);
    expect(validator.validate("addFavorite", { status: 204, contentType: "application/json", body: "{}" })[0]?.message).toBe(
      "status 204 declares no body, but one was sent",
    );
  });

  it("refuses an operation the contract does not have", () => {
    expect(() => validator.validate("nope", json(200, {}))).toThrow('the contract has no operation "nope"');
  });
});
