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

/** A menu tree of the consolidated settings: each section's entries with their enabled flags ("1" or "0"). */
export const menuTree = (sections: Record<string, Record<string, "0" | "1">>) => ({
  childrenNodes: Object.entries(sections).map(([modId, entries]) => ({
    modId,
    enabled: "1",
    childrenNodes: Object.entries(entries).map(([child, enabled]) => ({ modId: child, enabled, childrenNodes: [] })),
  })),
});

/**
 * GET /wps/system/settings/consolidated: every menu entry on,
 * platform SMS, no Firebase, and no field rules of its own (the forms keep
 * their GET /wps/system/setting/register rows); `overrides` replace whole
 * parts (`whitelabel`, `whitelabelVal`, `sms`, `register`).
 */
export const consolidatedSettings = (overrides: Record<string, unknown> = {}) =>
  ok({
    register: {},
    whitelabel: menuTree({
      MEMCEN: { SECPRIV: "1", MAILCEN: "1" },
      AGECEN: { AGEPAG: "1", DOWNMAN: "1", GAMSER: "1", TEAMBETTING3: "1", AGETEAMPNL3: "1", TRANSREC3: "1", AGEREBINC3: "1", DIVIDEND: "1", AGENTRANSMULTDOWN3: "1" },
    }),
    whitelabelVal: { TEAMBETTING3: true, AGENTRANSMULTDOWN3: true, FEEDBACK3: true },
    sms: { facebookAppId: null, firebaseSms: false, firebaseFacebook: false, firebaseGoogle: false, firebaseConfig: null },
    ...overrides,
  });

/** The merchant's Firebase web app as the consolidated settings' `sms.firebaseConfig` carries it. */
export const firebaseConfig = {
  apiKey: "AIzaSyD4mQ7xK2pL9vN3bR8tW1cY6hJ0fG5sE2a",
  authDomain: "platform-sms.firebaseapp.com",
  projectId: "platform-sms",
  appId: "1:204851736290:web:8c3f1a9e7b2d4c6f0a1b2c",
  messagingSenderId: "204851736290",
};

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
