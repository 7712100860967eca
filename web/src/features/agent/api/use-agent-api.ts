import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";

/** The SDK client and the agent's name (the key of every agent query; no name, no call). */
export function useAgentApi() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return { api, userName };
}
