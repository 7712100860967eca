import { unwrapVoid } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useApi } from "../../lib/app-services.tsx";
import { paths } from "../../lib/routes.ts";
import { endMemberSession } from "./end-member-session.ts";

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
    onSettled: () => endMemberSession(queryClient, "logout", () => navigate(paths.home, { replace: true })),
  });
}
