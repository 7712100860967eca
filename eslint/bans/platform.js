// One rule for which platform the browser runs on, lib/platform.ts
// (currentPlatform, isIos, isMobile, iosVersion, isIosSafari). Two detectors once
// disagreed on iPadOS 13+, which reports a Mac's user agent with touch points: the
// install guide called it iOS, home's download dialog a computer.
const message =
  "Use lib/platform.ts (currentPlatform, isIos, isMobile, iosVersion, isIosSafari), not navigator.userAgent / platform / maxTouchPoints: one rule, which knows iPadOS reports a Mac.";

const facts = "/^(userAgent|userAgentData|platform|maxTouchPoints|vendor)$/";

export default {
  id: "platform",
  message,
  ignores: ["web/src/lib/platform.ts"],
  selectors: [
    `MemberExpression[property.name=${facts}][object.name=/^(navigator|clientInformation)$/]`,
    `MemberExpression[property.name=${facts}][object.property.name=/^(navigator|clientInformation)$/]`,
    `VariableDeclarator[init.name=/^(navigator|clientInformation)$/] > ObjectPattern > Property[key.name=${facts}]`,
  ],
  examples: {
    bad: [
      { file: "web/src/features/install-guide/screens/install-guide-screen.tsx", code: "export const ios = () => /iPhone|iPad/.test(navigator.userAgent) || navigator.maxTouchPoints > 1;" },
      { file: "web/src/features/home/download/device-facts.ts", code: "export const agent = () => window.navigator.userAgent;" },
      { file: "web/src/features/games/launch.ts", code: "export const mac = () => navigator.platform.startsWith(\"Mac\");" },
      { file: "web/src/features/games/touch.ts", code: "export const touch = () => { const { maxTouchPoints } = navigator; return maxTouchPoints; };" },
    ],
    good: [
      { file: "web/src/lib/platform.ts", code: "export const currentPlatform = () => ({ userAgent: navigator.userAgent, touchPoints: navigator.maxTouchPoints });" },
      { file: "web/src/features/install-guide/order.ts", code: 'import { currentPlatform, isIos } from "../../lib/platform.ts";\nexport const iosFirst = () => isIos(currentPlatform());' },
      { file: "web/src/features/games/vendor.ts", code: "export const name = (game: { platform: string; vendor: string }) => `${game.vendor} ${game.platform}`;" },
    ],
  },
};
