import type { components } from "@platform/sdk";

type SecurityConfig = components["schemas"]["SecurityConfig"];

/** The security items, in the order the real security centre lists them (SEC chunk: MYACC, PASS3, PAYMENTPASS3, SECQUES3, BINDCARD3, BINDVC3, PERSMAIL3, PERSPAYEE3, BINDGA3, VERIFICATION3, then identity). */
const SECURITY_ITEMS = [
  "profile",
  "loginPassword",
  "paymentPassword",
  "securityQuestions",
  "bankCards",
  "virtualWallets",
  "email",
  "payeeName",
  "bindGA",
  "mobileVerified",
  "idVerification",
  "cpfVerification",
] as const;

export type SecurityItemKey = (typeof SECURITY_ITEMS)[number];

export interface SecurityRow {
  key: SecurityItemKey;
  done: boolean;
}

/** The items the merchant offers (`enabled`), each with whether the member did it; an item the answer lacks is not offered. */
export function securityRows(config: SecurityConfig): SecurityRow[] {
  return SECURITY_ITEMS.flatMap((key) => {
    const item = config.info[key];
    return item?.enabled ? [{ key, done: item.isComplete }] : [];
  });
}

/** The completion as the real client shows it: floored, within 0 to 100. */
export function securityPercent(config: SecurityConfig): number {
  return Math.min(100, Math.max(0, Math.floor(config.completeProgress)));
}
