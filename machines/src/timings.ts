// Every timing the machines use, named once. Machines reach them through
// setup({ delays }); the app may import them for the same rules in views.

/** spec §4, §9: the SMS countdown ticks every 500 ms. */
export const SMS_TICK_MS = 500;

/** spec §4, §9: countdown length when the send response has no expirationTime. */
export const SMS_DEFAULT_COUNTDOWN_MS = 60_000;

/** spec §2, §9: the game list loads the next page at most once per second. */
export const LOAD_MORE_THROTTLE_MS = 1_000;

/** spec §2, §4: after a password change, home is shown 1 s later. */
export const CHANGE_PASSWORD_REDIRECT_MS = 1_000;

/** spec §4, §9: the forgot-password 'has been sent' message stays 1 s before going back. */
export const EMAIL_SENT_MESSAGE_MS = 1_000;

/**
 * spec §5, §9: forms revalidate 200 ms after a language change. No machine owns
 * this (machines hold message keys, which do not change with the language); the
 * app's forms use it to re-run their zod checks.
 */
export const REVALIDATE_AFTER_LANGUAGE_MS = 200;

/** spec §9: the app asks the server for a new service worker once in every 60 s window. */
export const SW_UPDATE_CHECK_MS = 60_000;

/** spec §9: a waiting service worker is activated 200 ms after the member accepts the update. */
export const SW_ACTIVATE_DELAY_MS = 200;

/**
 * The bot check (issue 20): how long the member has to finish the challenge
 * before it counts as failed. Not in the spec (assumed); GeeTest's own
 * challenge expires after two minutes.
 */
export const BOT_CHECK_TIMEOUT_MS = 120_000;
