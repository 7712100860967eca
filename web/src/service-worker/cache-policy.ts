// Which API answers the service worker may keep (issue 17): spec §9's locally
// cached calls (the status, the member info, the game list) are answered from
// the cache at once and refreshed behind (stale-while-revalidate); any other
// GET is asked of the network first and kept only to show when offline. Never
// kept: anything encrypted or one-time (login, passwords, registration,
// captcha, SMS), and any wallet call (balance, funds, deposit, withdraw,
// transfer, bank cards): a stale balance must never be shown as the balance.

export type CachePolicy = "stale-while-revalidate" | "network-first" | "never";

/** spec §9: the calls the app caches locally. */
const LOCALLY_CACHED = [/^\/wps\/v2\/system\/status$/, /^\/wps\/system\/status$/, /^\/wps\/member\/info$/, /^\/wps\/relay\/GCSGAME_gameList$/];

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
  // Wallet: balance, funds, deposit, withdraw, transfers, bank cards.
  /wallet/i,
  /funds/i,
  /deposit/i,
  /withdraw/i,
  /transfer/i,
  /bankCard/i,
];

const API = /^\/(wps|lgw)\//;

export function cachePolicy(method: string, pathname: string): CachePolicy {
  if (method.toUpperCase() !== "GET" || !API.test(pathname)) return "never";
  if (NEVER.some((pattern) => pattern.test(pathname))) return "never";
  if (LOCALLY_CACHED.some((pattern) => pattern.test(pathname))) return "stale-while-revalidate";
  return "network-first";
}
