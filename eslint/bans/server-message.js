// Every server message reaches the member through failureText (lib/failure-text.ts):
// it picks the app's own text for a known code, the server's translated message for a refusal,
// and never shows a 5xx's plumbing or a bare error code. A field error built from
// `serverMessage ?? errorCode` showed a member the code itself (check-username.ts did).
const message = "Word a failure with failureText (lib/failure-text.ts), never its serverMessage: a member must not read a bare error code or a 5xx's 'Internal Server Error'.";

export default {
  id: "server-message",
  message,
  ignores: ["web/src/lib/failure-text.ts"],
  selectors: ["MemberExpression[property.name='serverMessage']"],
  examples: {
    bad: [
      { file: "web/src/features/account/api/check-username.ts", code: "export const text = (error: { serverMessage?: string; errorCode?: string }) => error.serverMessage ?? error.errorCode ?? null;" },
      { file: "web/src/features/wallet/components/withdraw-form.tsx", code: "export const text = (failure: { serverMessage?: string }) => failure?.serverMessage;" },
    ],
    good: [
      { file: "web/src/lib/failure-text.ts", code: "export const text = (failure: { serverMessage?: string }) => failure.serverMessage ?? 'Unknown error';" },
      {
        file: "web/src/features/account/components/registration-form.tsx",
        code: 'import { failureText } from "../../../lib/failure-text.ts";\nexport const text = (LL: Parameters<typeof failureText>[0], error: unknown) => failureText(LL, error);',
      },
    ],
  },
};
