// One home for the browser's history, lib/app-location.ts. It knows
// which entries are the app's own (window.history.length cannot tell: it counts
// the pages before ours), so back never leaves the app; elsewhere use
// useGoBackInApp / backInApp / historyState / replaceAddress / appNavigate.
const message = "Use lib/app-location.ts (useGoBackInApp, backInApp, historyState, replaceAddress, appNavigate), not window.history: it knows which entries are the app's own.";

export default {
  id: "history",
  message,
  ignores: ["web/src/lib/app-location.ts"],
  selectors: ["MemberExpression[property.name='history'][object.name=/^(window|globalThis|self)$/]", "MemberExpression[object.name='history']"],
  examples: {
    bad: [
      { file: "web/src/features/account/machines/back.ts", code: "export const back = () => { if (window.history.length > 1) window.history.back(); };" },
      { file: "web/src/app/frame/back.ts", code: "export const state = () => history.state;" },
      { file: "web/src/features/home/clean.ts", code: 'export const clean = () => globalThis.history.replaceState(null, "", "/m/home");' },
    ],
    good: [
      { file: "web/src/lib/app-location.ts", code: "export const back = () => window.history.back();" },
      { file: "web/src/features/home/back.ts", code: 'import { backInApp } from "../../lib/app-location.ts";\nexport const back = (home: () => void) => backInApp(home);' },
      { file: "web/src/features/home/record.ts", code: "export const entry = (record: { history: string[] }) => record.history.length;" },
    ],
  },
};
