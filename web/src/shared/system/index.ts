// The shared system layer: the merchant's feature switches (read only through
// useFeatureSwitches / useFeatureFlag, and FlagGate for a screen behind one),
// the system status, the consolidated site settings (field rules, menu tree, SMS and
// Firebase) and the gate that shows the status page. Features and app/ import it from here.
export { useFeatureFlag, useFeatureSwitches, useFrameSwitch, whitelabel } from "./api/get-whitelabel.ts";
export { FRAME_SWITCH_ATTRIBUTE, type FrameSwitch } from "./frame-switches.ts";
export { isOn } from "./feature-flags.ts";
export { systemStatus, systemStatusKey, useSystemStatus } from "./api/get-system-status.ts";
export { consolidatedSettings, useConsolidatedSettings, type ConsolidatedSettings } from "./api/get-consolidated-settings.ts";
export { fieldRuleOf, firebaseUseOf, menuEntryShown, type FirebaseConfig, type FirebaseUse, type MenuEntryRef } from "./consolidated.ts";
export { SystemGate } from "./system-gate.tsx";
export { FlagGate } from "./flag-gate.tsx";
