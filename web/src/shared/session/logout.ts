import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { defineMutation, useApiMutation } from "../../lib/api-query.ts";
import { paths } from "../../lib/routes.ts";
import { endMemberSession } from "./end-member-session.ts";

/** Spec §4 "Logout": the server ends the session of the token sent as Authorization. */
const logout = defineMutation("logout", { call: (api) => api.DELETE("/wps/session/logout") });

/**
 * Spec §4 "Logout": tell the server (token as Authorization), then clear the
 * session whatever it answered (a failure means the session is gone anyway)
 * and go home as a visitor. The service worker's cached API answers of this
 * member go too (nothing of theirs left on a shared phone).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useApiMutation(logout, {
    meta: { silent: true },
    onSettled: () => endMemberSession(queryClient, "logout", () => navigate(paths.home, { replace: true })),
  });
}
