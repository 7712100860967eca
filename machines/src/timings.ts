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

/** spec §9: the app asks the server for a new service worker once in every 60 s window. */
export const SW_UPDATE_CHECK_MS = 60_000;

/** spec §9: a waiting service worker is activated 200 ms after the member accepts the update. */
export const SW_ACTIVATE_DELAY_MS = 200;

/**
 * The bot check: how long the member has to finish the challenge
 * before it counts as failed. Not in the spec (assumed); GeeTest's own
 * challenge expires after two minutes.
 */
export const BOT_CHECK_TIMEOUT_MS = 120_000;

/**
 * A money call whose answer did not come (timeout, connection lost
 * after it left, a gateway's 5xx) is unconfirmed; the app reads the balance
 * and the records to learn what happened, first after 1 s, then 3 s, 5 s and
 * 10 s later (19 s in all: a server that answers late has recorded it by then).
 * Not in the spec (assumed).
 */
export const MONEY_RECONCILE_DELAYS_MS: readonly number[] = [1_000, 3_000, 5_000, 10_000];
