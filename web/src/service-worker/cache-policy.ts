// Which API answers the service worker may keep. Spec §9's
// locally cached calls that carry no money (the status, the game list) are
// answered from the cache at once and refreshed behind
// (stale-while-revalidate). A balance (member info, the wallets, the
// consolidated funds, the points) is asked of the network every time while
// online, and only when the network fails is the last copy answered, marked
// with the time it was fetched (X-SW-Cached-At, cached-at.ts) so that the
// views show it as the last known balance, never as the balance: after a
// withdrawal the member centre showed the old balance until a manual refresh.
// Any other GET is asked of the network first and kept only to
// show when offline. Never kept: anything encrypted or one-time (login,
// passwords, registration, captcha, SMS), the other wallet calls
// (deposit methods and settings, withdraw settings and account info,
// transfers, bank cards) and the transaction records, which settle whether an
// unconfirmed money call landed (lib/money-call/records.ts): an old copy of
// them would say it had not.

export type CachePolicy = "stale-while-revalidate" | "network-then-last-known" | "network-first" | "never";

/** spec §9: the calls the app caches locally (member info is a balance: see BALANCES). */
const LOCALLY_CACHED = [/^\/wps\/v2\/system\/status$/, /^\/wps\/system\/status$/, /^\/wps\/relay\/GCSGAME_gameList$/];

/** Balances: the network while online, the last copy (marked) only when it fails. Checked before NEVER. */
const BALANCES = [
  /^\/wps\/member\/info$/,
  /^\/wps\/member\/info\/funds\/consolidated$/,
  /^\/wps\/v2\/wallets\/balance$/,
  /^\/wps\/relay\/MCSFE_getPointBalance$/,
];

const NEVER = [
  // Sessions: login (every kind), logout, the RSA key of the encrypted calls.
  /^\/wps\/session\//,
  // Encrypted or secret: passwords, payment password, registration, the password-checked relays.
  /password/i,
  /\/register/i,
  /passwordCheck/,
  // One-time answers.
  /captcha/i,
  /\/verification\//,
  // Wallet: funds, deposit, withdraw (and its settings), transfers, bank cards; the balances above excepted.
  /wallet/i,
  /funds/i,
  /deposit/i,
  /withdraw/i,
  /transfer/i,
  /bankCard/i,
  // The records a money call is settled by (ODSFE2_MemTransDet).
  /MemTransDet/,
];

const API = /^\/(wps|lgw)\//;

export function cachePolicy(method: string, pathname: string): CachePolicy {
  if (method.toUpperCase() !== "GET" || !API.test(pathname)) return "never";
  if (BALANCES.some((pattern) => pattern.test(pathname))) return "network-then-last-known";
  if (NEVER.some((pattern) => pattern.test(pathname))) return "never";
  if (LOCALLY_CACHED.some((pattern) => pattern.test(pathname))) return "stale-while-revalidate";
  return "network-first";
}
