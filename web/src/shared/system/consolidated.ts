// Reading the consolidated settings the way the real member centre does
// (MC OkT9 getMainMenu / getAcMenu / checkCurrentMenu, setRegExp).
import type { components } from "@platform/sdk";
import type { ConsolidatedSettings } from "./api/get-consolidated-settings.ts";

export type ConsolidatedFieldRule = components["schemas"]["ConsolidatedFieldRule"];
export type FirebaseConfig = components["schemas"]["FirebaseConfig"];

/** The two menus of the tree: the member centre's and the agent centre's. */
type MenuSection = "MEMCEN" | "AGECEN";

type MenuSource = Pick<ConsolidatedSettings, "whitelabel" | "whitelabelVal">;

/** A menu entry: its node in the tree, and the switch it also needs (MC checkCurrentMenu), if any. */
export interface MenuEntryRef {
  section: MenuSection;
  modId: string;
  switchId?: string;
}

/** A switch of `whitelabelVal`: on only when true; a missing one is off. */
function switchOn(settings: Pick<ConsolidatedSettings, "whitelabelVal">, switchId: string): boolean {
  return settings.whitelabelVal[switchId] === true;
}

/**
 * Whether the merchant shows a menu entry (MC getAcMenu / getMainMenu): with a
 * node in its section, when the node is enabled ("1") and the entry's own
 * check passes; without one, on the check alone. The check here is the switch
 * the entry needs (TEAMBETTING3, AGENTRANSMULTDOWN3), none for the others.
 */
export function menuEntryShown(settings: MenuSource, entry: MenuEntryRef): boolean {
  const section = settings.whitelabel.childrenNodes.find((node) => node.modId === entry.section);
  const node = section?.childrenNodes.find((child) => child.modId === entry.modId);
  const check = entry.switchId === undefined || switchOn(settings, entry.switchId);
  return node === undefined ? check : node.enabled === "1" && check;
}

/** A field's rule of the `register` table, `*` read as "any text" (MC setRegExp); undefined when the merchant sends none. */
export function fieldRuleOf(settings: Pick<ConsolidatedSettings, "register">, field: string): ConsolidatedFieldRule | undefined {
  const rule = settings.register[field];
  if (rule === undefined) return undefined;
  return rule.acceptedPattern === "*" ? { ...rule, acceptedPattern: ".*" } : rule;
}

/** What the merchant runs through Firebase (`sms`): the app to start with, and which sign-ins use it; no config, nothing. */
export interface FirebaseUse {
  config: FirebaseConfig;
  sms: boolean;
  facebook: boolean;
  google: boolean;
}

export function firebaseUseOf(settings: Pick<ConsolidatedSettings, "sms"> | undefined): FirebaseUse | undefined {
  const sms = settings?.sms;
  const config = sms?.firebaseConfig ?? undefined;
  if (!sms || !config) return undefined;
  return { config, sms: sms.firebaseSms === true, facebook: sms.firebaseFacebook === true, google: sms.firebaseGoogle === true };
}
