// A small contract with named examples, for the scenario tests.
export const contract = {
  openapi: "3.1.0",
  paths: {
    "/wps/v2/system/status": {
      get: {
        operationId: "getSystemStatus",
        summary: "Get the system status",
        responses: {
          "200": {
            content: {
              "application/json": {
                examples: {
                  normal: { summary: "Open" },
                  maintenance: { summary: "Under maintenance (status 1)" },
                },
              },
            },
          },
          "400": { $ref: "#/components/responses/BadRequest" },
        },
      },
    },
    "/wps/session/login": {
      post: {
        operationId: "login",
        summary: "Log in",
        responses: {
          "200": { content: { "application/json": { examples: { member: { $ref: "#/components/examples/LoginMember" } } } } },
          "500": { content: { "application/json": { examples: { selfExcluded: { summary: "Blocked" } } } } },
        },
      },
    },
    "/wps/session/key/rsa": { get: { operationId: "getRsaKey", responses: { "200": { content: { "text/plain": {} } } } } },
  },
  components: {
    examples: { LoginMember: { summary: "A member", value: { success: true } } },
    responses: {
      BadRequest: {
        content: { "application/json": { examples: { badRequest: { summary: "Malformed request" } } } },
      },
    },
  },
};
