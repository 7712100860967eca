/**
 * The account screens (route-table screen keys) whose prerendered page is their own first picture (their top,
 * heading, tabs and the spinner while their switches load): the page fetches its script after first paint
 * (web/prerender-shell.ts entryFetchFor).
 */
const ACCOUNT_FRAMES = {
  "account/login": "login",
  "account/register": "register",
  "account/forget": "forget",
  "account/change-password": "changePassword",
} as const;

export type AccountFrameScreen = (typeof ACCOUNT_FRAMES)[keyof typeof ACCOUNT_FRAMES];

/** The account frame a route's screen key has, if any ("account/login" → "login"). */
export function accountFrameOf(screen: string): AccountFrameScreen | null {
  return Object.hasOwn(ACCOUNT_FRAMES, screen) ? ACCOUNT_FRAMES[screen as keyof typeof ACCOUNT_FRAMES] : null;
}
