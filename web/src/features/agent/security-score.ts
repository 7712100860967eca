import type { components } from "@platform/sdk";

type SecurityConfig = components["schemas"]["SecurityConfig"];

/** How many of the six protections beyond the login password are in place (the security level). */
export function securityScore(config: SecurityConfig): { done: number; total: number } {
  const checks = [
    config.paymentPasswordSet,
    config.mobileBound,
    config.emailBound,
    (config.bankCardCount ?? 0) > 0,
    config.securityQuestionsSet,
    config.loginIpVerification === true,
  ];
  return { done: checks.filter(Boolean).length, total: checks.length };
}
