import { unwrap, type components } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { FirebaseConfig } from "../firebase/phone-auth.ts";

type Api = ReturnType<typeof useApi>;
type VerificationSettings = components["schemas"]["VerificationSettings"];

const verificationSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ["system", "verification-settings"] as const,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/verification/settings", { signal })),
    staleTime: 5 * 60_000,
  });

/** The Firebase config when the server selects Firebase for SMS (spec §3, §4), else null. */
function firebaseSmsConfig(settings: VerificationSettings | undefined): FirebaseConfig | null {
  return settings?.smsProvider === "FIREBASE" && settings.firebase ? settings.firebase : null;
}

/**
 * Whether SMS codes go through Firebase, asked only when a form sends SMS
 * codes (`enabled`). The machines take it as input when they start, so the
 * form waits (`ready`); a failed answer counts as the platform's own SMS.
 */
export function useFirebaseSms(enabled: boolean): { ready: boolean; config: FirebaseConfig | null } {
  const api = useApi();
  const settings = useQuery({ ...verificationSettingsQuery(api), enabled, meta: { silent: true } });
  return { ready: !enabled || !settings.isPending, config: enabled ? firebaseSmsConfig(settings.data) : null };
}
