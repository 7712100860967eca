import { firebaseUseOf, useConsolidatedSettings, type FirebaseConfig } from "../../../shared/system/index.ts";

/**
 * Whether SMS codes go through Firebase (the consolidated
 * settings' `sms`, as the real clients read their SMS provider), asked only
 * when a form sends SMS codes (`enabled`). The machines take it as input when
 * they start, so the form waits (`ready`); a failed answer counts as the
 * platform's own SMS.
 */
export function useFirebaseSms(enabled: boolean): { ready: boolean; config: FirebaseConfig | null } {
  const settings = useConsolidatedSettings({ enabled });
  const firebase = firebaseUseOf(settings.data);
  return { ready: !enabled || !settings.isPending, config: enabled && firebase?.sms ? firebase.config : null };
}
