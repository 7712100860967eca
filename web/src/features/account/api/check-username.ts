import { isPlatformError, unwrapVoid } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;

/**
 * GET /wps/check/username: resolves to the server's text when the name is
 * taken or refused (success false, or 400 for a malformed name), undefined
 * when it is free. A failure to ask at all says nothing about the name.
 */
const usernameCheckQuery = (api: Api, username: string) =>
  queryOptions({
    queryKey: ["account", "username-check", username] as const,
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        await unwrapVoid(api.GET("/wps/check/username", { params: { query: { username } }, signal }));
        return null;
      } catch (error) {
        if (isPlatformError(error) && error.kind === "api") return error.serverMessage ?? error.errorCode ?? null;
        throw error;
      }
    },
    enabled: username !== "",
    staleTime: 60_000,
    meta: { silent: true },
  });

/** The taken-username text for the name the member left the field with ("" = not checked). */
export function useUsernameTaken(username: string): string | undefined {
  const api = useApi();
  return useQuery(usernameCheckQuery(api, username)).data ?? undefined;
}
