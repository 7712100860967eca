// setTimeout in web/src only inside a named timing hook. A "named timing hook" is a
// wait built on after()/pause() of lib/timing.ts (the one file that calls setTimeout) around a
// delay that is a named constant, defined with the reason for its value and driven by a test
// with fake timers; the delay is never a number written in the call. So every delay in the app
// can be found by name, and its value read where it is explained.
const message = "Wait with after()/pause() of lib/timing.ts and a named delay constant (XXX_MS), never setTimeout/setInterval or a number written in the call.";

export default {
  id: "timers",
  message,
  ignores: [
    "web/src/lib/timing.ts",
  ],
  selectors: [
    "CallExpression[callee.name=/^(setTimeout|setInterval)$/]",
    "CallExpression[callee.property.name=/^(setTimeout|setInterval)$/]",
    {
      selector: "CallExpression[callee.name=/^(after|pause)$/][arguments.0.type=/^(Literal|BinaryExpression|UnaryExpression|TemplateLiteral)$/]",
      message: "A wait's delay is a named constant (XXX_MS, defined with why it is that long), never a number written in the call.",
    },
  ],
  examples: {
    bad: [
      { file: "web/src/features/home/banners/banner-carousel.tsx", code: "export const start = (run: () => void) => setTimeout(run, 300);" },
      { file: "web/src/features/pwa/deferred-pwa.tsx", code: "export const start = (run: () => void, SOON_MS: number) => window.setTimeout(run, SOON_MS);" },
      { file: "web/src/features/games/poll.ts", code: "export const poll = (run: () => void, EVERY_MS: number) => setInterval(run, EVERY_MS);" },
      { file: "web/src/shared/system/flag-gate.tsx", code: 'import { after } from "../../lib/timing.ts";\nexport const back = (run: () => void) => after(1500, run);' },
      { file: "web/src/lib/lazy-part.ts", code: 'import { pause } from "./timing.ts";\nexport const wait = () => pause(2 * 1000);' },
    ],
    good: [
      { file: "web/src/lib/timing.ts", code: "export const after = (delayMs: number, run: () => void) => { const timer = setTimeout(run, delayMs); return () => clearTimeout(timer); };" },
      { file: "web/src/shared/system/flag-gate.tsx", code: 'import { after } from "../../lib/timing.ts";\nconst TOAST_COMING_SOON = 1500;\nexport const back = (run: () => void) => after(TOAST_COMING_SOON, run);' },
      { file: "web/src/lib/lazy-part.ts", code: 'import { pause } from "./timing.ts";\nexport const wait = (delays: readonly number[], attempt: number) => pause(delays[attempt] ?? 0);' },
    ],
  },
};
