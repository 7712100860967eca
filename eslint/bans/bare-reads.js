// Issue 47 "one home per job": a read of the platform is a defineQuery, and a machine's actor, a
// money call's reconciler or a tap that must ask the server each time calls the definition's
// `.fetch()` (lib/api-query.ts: uncached, the envelope unwrapped, the operation's typed error).
// Bare `unwrap(api.GET(...))` functions beside the definitions were a second way (about ten api
// files, the reconcilers' record reads among them). A definition's own `load` (a read that is more
// than one call, or that keeps its answer on the device) may still unwrap its calls.
const message =
  "Read through a definition (defineQuery in the feature's api/ file) and call its .fetch() where the server must be asked each time (a machine's actor, a reconciler): no bare unwrap(api.GET(...)) outside a definition.";

export default {
  id: "bare-reads",
  message,
  ignores: ["web/src/lib/api-query.ts"],
  selectors: ["CallExpression[callee.name='unwrap'] > CallExpression.arguments[callee.property.name='GET']:not(CallExpression[callee.name='defineQuery'] *)"],
  examples: {
    bad: [
      {
        file: "web/src/features/wallet/api/reconcile.ts",
        code: 'import { unwrap } from "@platform/sdk";\nimport type { Api } from "../../../lib/app-services.tsx";\nexport const cards = (api: Api) => unwrap(api.GET("/wps/member/bankCard"));',
      },
      {
        file: "web/src/features/account/machines/auto-login-actors.ts",
        code: 'import { unwrap, type PlatformClient } from "@platform/sdk";\nexport const challenge = (client: PlatformClient, product: "bind") => unwrap(client.api.GET("/wps/captcha/geetest", { params: { query: { product, t: 1 } } }));',
      },
    ],
    good: [
      {
        file: "web/src/features/wallet/api/get-bank-cards.ts",
        code: 'import { defineQuery } from "../../../lib/api-query.ts";\nexport const bankCards = defineQuery("getBankCards", { scope: "member", call: (api, _: void, signal) => api.GET("/wps/member/bankCard", { signal }) });',
      },
      {
        file: "web/src/shared/system/api/get-whitelabel.ts",
        code: 'import { unwrap } from "@platform/sdk";\nimport { defineQuery } from "../../../lib/api-query.ts";\nexport const whitelabel = defineQuery("getWhitelabel", { load: async (api, _: void, signal) => unwrap(api.GET("/wps/system/whitelabel", { signal })) });',
      },
      {
        file: "web/src/features/wallet/api/wallet-return.ts",
        code: 'import { unwrap } from "@platform/sdk";\nimport type { Api } from "../../../lib/app-services.tsx";\nexport const giveBack = (api: Api) => unwrap(api.POST("/wps/relay/GCS_walletReturn", { params: { header: { "Idempotency-Key": "k" } }, body: {} }));',
      },
      {
        file: "web/src/features/wallet/api/reconcile.ts",
        code: 'import type { Api } from "../../../lib/app-services.tsx";\nimport { bankCards } from "./get-bank-cards.ts";\nexport const cards = (api: Api) => bankCards.fetch(api);',
      },
    ],
  },
};
