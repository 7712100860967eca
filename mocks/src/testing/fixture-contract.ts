// A small contract in this project's conventions (envelope, Merchant and
// Token schemes, named examples per response) for the mocks' unit tests.
import type { OpenApiDocument } from "../openapi-document.ts";

const envelope = (value: object) => ({
  allOf: [{ $ref: "#/components/schemas/Envelope" }],
  type: "object",
  properties: { value },
});

export const fixtureContract: OpenApiDocument = {
  openapi: "3.1.0",
  security: [{ Merchant: [] }],
  paths: {
    "/wps/v2/system/status": {
      get: {
        operationId: "getSystemStatus",
        summary: "Is the site up",
        parameters: [{ $ref: "#/components/parameters/Language" }],
        responses: {
          "200": {
            description: "Status",
            content: {
              "application/json": {
                schema: envelope({ $ref: "#/components/schemas/Status" }),
                examples: {
                  normal: { summary: "Site is up", value: { success: true, value: { maintenance: false, version: 3 } } },
                  maintenance: { summary: "Down for maintenance\nuntil 02:00", value: { success: true, value: { maintenance: true, version: 3 } } },
                },
              },
            },
          },
          "500": { $ref: "#/components/responses/ServerError" },
        },
      },
    },
    "/wps/games/{gameId}/favorite": {
      parameters: [{ name: "gameId", in: "path", required: true, schema: { type: "integer" }, example: 42 }],
      post: {
        operationId: "addFavorite",
        summary: "Mark a game as favourite",
        security: [{ Merchant: [], Token: [] }],
        parameters: [
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } }, example: ["slots", "new"] },
          { name: "pageSize", in: "query", schema: { type: "integer", default: 25 } },
          { name: "Device", in: "header", required: false, schema: { type: "string", enum: ["PWA", "IPAD"] } },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["note"], properties: { note: { type: "string" } }, additionalProperties: false },
              examples: { plain: { value: { note: "great game" } } },
            },
          },
        },
        responses: {
          "201": {
            description: "Added",
            content: {
              "application/json": {
                schema: envelope({ type: "object", required: ["id"], properties: { id: { type: "integer" } } }),
                examples: { added: { summary: "Added", value: { success: true, value: { id: 42 } } } },
              },
            },
          },
          "204": { description: "Already a favourite" },
          "401": {
            description: "No session",
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/ErrorEnvelope" },
                examples: {
                  loginNotSession: { $ref: "#/components/examples/LoginNotSession" },
                  added: { summary: "Same name as a 201 example", value: { success: false, errorCode: "x" } },
                },
              },
            },
          },
        },
      },
    },
    "/wps/session/key/rsa": {
      get: {
        operationId: "getRsaKey",
        summary: "RSA modulus",
        responses: {
          "200": {
            description: "Hex",
            content: { "text/plain": { schema: { type: "string", pattern: "^[0-9a-f]+$" }, examples: { modulus: { value: "ab12" } } } },
          },
        },
      },
    },
  },
  components: {
    securitySchemes: {
      Merchant: { type: "apiKey", in: "header", name: "Merchant" },
      Token: { type: "apiKey", in: "header", name: "Authorization" },
    },
    parameters: {
      Language: { name: "Language", in: "header", schema: { type: "string" }, example: "EN" },
    },
    schemas: {
      Envelope: {
        type: "object",
        required: ["success"],
        properties: { success: { type: "boolean" }, message: { type: ["string", "null"] }, errorCode: { type: ["string", "null"] } },
        if: { properties: { success: { const: true } }, required: ["success"] },
        then: { required: ["value"] },
      },
      ErrorEnvelope: {
        type: "object",
        required: ["success"],
        properties: { success: { const: false }, errorCode: { type: ["string", "null"] }, message: { type: ["string", "null"] } },
        anyOf: [{ required: ["errorCode"] }, { required: ["message"] }],
      },
      Status: {
        type: "object",
        required: ["maintenance", "version"],
        properties: { maintenance: { type: "boolean" }, version: { type: "integer", format: "int32" }, since: { type: "string", format: "date-time" } },
      },
    },
    responses: {
      ServerError: {
        description: "Failed",
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/ErrorEnvelope" },
            examples: { systemBusy: { summary: "Busy", value: { success: false, errorCode: "system.busy", message: "#727 system busy" } } },
          },
        },
      },
    },
    examples: {
      LoginNotSession: { summary: "Token missing or expired", value: { success: false, errorCode: "login.not.session", message: "Please log in again" } },
    },
  },
};
