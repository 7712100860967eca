import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "./api-types.ts";

export const signInKey = (userName: string | undefined) => ["rewards", "sign-in", userName ?? ""] as const;

/** The member's sign-in calendar (LOGIN promotion; MCSFE_getLoginPromotion). */
const signInQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: signInKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/MCSFE_getLoginPromotion", { params: { query: { _: Date.now() } }, signal })),
    enabled: userName !== undefined,
    staleTime: 30_000,
  });

export function useSignIn() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery(signInQuery(api, userName));
}
