import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import { whitelabelQuery } from "../../../shared/system/index.ts";

/** The switches query itself (the shell's useFeatureFlags hides whether it has answered yet). */
export function useWhitelabel() {
  const api = useApi();
  return useQuery(whitelabelQuery(api));
}
