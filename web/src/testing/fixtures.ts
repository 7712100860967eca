// Envelopes shaped like the contract's examples, for component tests.
import type { components } from "@platform/sdk";
import type { SessionInfo } from "../stores/session-record.ts";

export const ok = (value: unknown) => ({ success: true, value });

export const systemStatus = ({ maintenance = false, regionRestriction = false } = {}) =>
  ok({ maintenance, regionRestriction, location: { ip: "203.0.113.7", countryCode: "MY" } });

/** The white-label switch tree with the given modules on (others off). */
export const whitelabel = (on: string[]) =>
  ok({
    modId: "COMM3",
    enabled: "1",
    childrenNodes: ["MAILCEN", "CBS3", "FREEPLAY3", "REWCEN3", "PTSYS3"].map((modId) => ({
      modId,
      enabled: on.includes(modId) ? "1" : "0",
      childrenNodes: [],
    })),
  });

export const memberSession = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  token: "tok_member_0123456789abcdef",
  merchantCode: "mc_demo",
  userName: "player_one",
  type: 0,
  firstTimeLogin: false,
  ...overrides,
});

export const trialSession = (): SessionInfo =>
  memberSession({ token: "tok_trial_0123456789abcdef", userName: "TRIAL_8841", type: 4 });

export const memberInfo = (overrides: Record<string, unknown> = {}) =>
  ok({
    id: 100231,
    type: 0,
    account: "player_one",
    nickname: "Lucky One",
    sumBalance: 12580.5,
    currencySymbol: "￥",
    currency: "CNY",
    ...overrides,
  });

type Announcement = components["schemas"]["Announcement"];

/** An announcement as the CCSFE lists carry it (a notice, a promotion's base), open through November 2026; `overrides` set the rest. */
export const announcement = <A extends Announcement = Announcement>(id: number, overrides: Partial<A> = {}): Announcement & Partial<A> => ({
  id,
  type: "PL",
  title: `Notice ${id}`,
  category: "Notice",
  content: `<p>Body of notice ${id}</p>`,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  noExpiry: 0,
  announcementImages: [],
  read: false,
  ...overrides,
});
