import { unwrap } from "@platform/sdk";
import { setHeaderIcon, uploadHeaderIcon, type HeaderIcon } from "@platform/sdk/forms";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSnapshot } from "valtio";
import { useApi, useAppServices } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { memberInfoKey, memberInfoQuery } from "../../member/index.ts";
import type { PersonalInfoValues } from "../personal-info-rules.ts";

const headerIconKey = (userName: string) => ["profile", "header-icon", userName] as const;

/**
 * The logged-in member's profile (the route's guard makes sure there is one):
 * the member feature's query, one cache, so a save refreshes the balance
 * bar's profile too. The screen shows a failure itself, so no toast as well.
 */
export function usePersonalInfo() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName;
  return useQuery({ ...memberInfoQuery(api, userName), meta: { toast: false } });
}

/** GET /wps/member/info/icon: the current picture and the presets. */
export function useHeaderIcon() {
  const api = useApi();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useQuery({
    queryKey: headerIconKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/member/info/icon", { signal })),
    staleTime: 5 * 60_000,
  });
}

/** POST /wps/member/info with the changed fields, then the profile is asked again. */
export function useSavePersonalInfo(): (changes: Partial<PersonalInfoValues>) => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useCallback(
    async (changes) => {
      await unwrap(api.POST("/wps/member/info", { body: changes }));
      await queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
    },
    [api, queryClient, userName],
  );
}

/** POST /wps/member/info/icon: a preset (form-encoded) or an own picture (multipart); the answer is the picture shown. */
export function useSetHeaderIcon(): (choice: { iconId: string } | { file: File }) => Promise<HeaderIcon> {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useCallback(
    async (choice) => {
      const icon = "file" in choice ? await uploadHeaderIcon(client, choice.file) : await setHeaderIcon(client, { iconId: choice.iconId });
      queryClient.setQueryData(headerIconKey(userName), icon);
      await queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
      return icon;
    },
    [client, queryClient, userName],
  );
}
