import { unwrapVoid } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useApi } from "../../lib/app-services.tsx";
import { authStore, endSession } from "../../stores/auth.ts";
import { clearMemberApiCache } from "../../service-worker/api-caches.ts";
import { HOME_PATH } from "../../lib/paths.ts";

/**
 * Spec §4 "Logout": tell the server (token as Authorization), then clear the
 * session whatever it answered (a failure means the session is gone anyway)
 * and go home as a visitor. The service worker's cached API answers of this
 * member go too (issue 17: nothing of theirs left on a shared phone).
 */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => unwrapVoid(api.DELETE("/wps/session/logout")),
    meta: { silent: true },
    onSettled: () => {
      const token = authStore.session?.token;
      if (token) void clearMemberApiCache(token).catch(() => undefined);
      navigate(HOME_PATH, { replace: true });
      endSession();
      queryClient.removeQueries({ queryKey: ["member"] });
      queryClient.removeQueries({ queryKey: ["messages"] });
    },
  });
}
