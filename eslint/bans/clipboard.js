// One home for copying text, lib/clipboard.ts (copyText). It falls back to
// a selected hidden textarea and the old copy command when navigator.clipboard is
// missing (an http page, an older WebView) or refuses; the wallet's copy button
// once called navigator.clipboard alone and could not copy there at all.
const message = "Use copyText (lib/clipboard.ts), not navigator.clipboard or execCommand: it falls back when the Clipboard API is missing or refuses, and says whether it copied.";

export default {
  id: "clipboard",
  message,
  ignores: ["web/src/lib/clipboard.ts"],
  selectors: [
    "MemberExpression[property.name='clipboard'][object.name=/^(navigator|clientInformation)$/]",
    "MemberExpression[property.name='clipboard'][object.property.name=/^(navigator|clientInformation)$/]",
    "CallExpression[callee.property.name='execCommand']",
  ],
  examples: {
    bad: [
      { file: "web/src/features/wallet/components/copy-button.tsx", code: "export const copy = (text: string) => navigator.clipboard.writeText(text);" },
      { file: "web/src/features/rewards/components/referral-link-card.tsx", code: "export const copy = (text: string) => window.navigator.clipboard?.writeText(text);" },
      { file: "web/src/features/agent/copy.ts", code: 'export const copy = () => document.execCommand("copy");' },
    ],
    good: [
      { file: "web/src/lib/clipboard.ts", code: 'export const copy = async (text: string) => { await navigator.clipboard.writeText(text); return document.execCommand("copy"); };' },
      { file: "web/src/features/wallet/components/copy-button.tsx", code: 'import { copyText } from "../../../lib/clipboard.ts";\nexport const copy = (text: string) => copyText(text);' },
      { file: "web/src/features/rewards/share.ts", code: "export const label = (share: { clipboard: string }) => share.clipboard;" },
    ],
  },
};
