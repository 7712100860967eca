// One home for browser storage, lib/storage.ts. It names every key the
// real client uses (sessionKeys, localKeys), parses JSON with a check, and never
// throws: a private window or a full quota refuses storage, and the app still runs.
// Social sign-in once wrote its flow to window.sessionStorage raw and threw there.
const message =
  "Use lib/storage.ts (readText/writeText, readJson/writeJson, removeKey, clearSessionStorage; keys in sessionKeys/localKeys), not localStorage or sessionStorage: storage can throw (private mode, quota) and the app must run on.";

export default {
  id: "storage",
  message,
  ignores: ["web/src/lib/storage.ts"],
  selectors: [
    // window.localStorage, globalThis.sessionStorage, self.localStorage, anything["sessionStorage"]
    "MemberExpression[property.name=/^(localStorage|sessionStorage)$/]",
    "MemberExpression[computed=true][property.value=/^(localStorage|sessionStorage)$/]",
    // The bare globals: localStorage.getItem(…), const store = sessionStorage
    "Identifier[name=/^(localStorage|sessionStorage)$/]:not(MemberExpression[computed=false] > Identifier.property, Property > Identifier.key, TSPropertySignature > Identifier.key)",
  ],
  examples: {
    bad: [
      { file: "web/src/features/account/components/social-login.tsx", code: 'export const flow = () => window.sessionStorage.getItem("SOCIAL_LOGIN_FLOW");' },
      { file: "web/src/lib/device.ts", code: 'export const webclip = () => localStorage.getItem("WEBCLIP") === "1";' },
      { file: "web/src/stores/common.ts", code: 'export const clear = () => globalThis["localStorage"].removeItem("theme");' },
      { file: "web/src/i18n/language.ts", code: "export const area = (): Storage => sessionStorage;" },
    ],
    good: [
      { file: "web/src/lib/storage.ts", code: "export const area = (local: boolean): Storage => (local ? window.localStorage : window.sessionStorage);" },
      { file: "web/src/lib/device.ts", code: 'import { localKeys, readText } from "./storage.ts";\nexport const webclip = () => readText("local", localKeys.webclip) === "1";' },
      { file: "web/src/features/settings/notes.ts", code: 'export const where = { localStorage: "kept on this device", sessionStorage: "kept for this tab" };' },
    ],
  },
};
