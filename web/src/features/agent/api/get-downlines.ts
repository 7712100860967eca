import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";

/** GET /wps/agent/downlines: the agent's direct downline, optionally searched by username. */
export const downlines = defineQuery("getDownlineAccounts", {
  scope: "member",
  call: (api, search: string, signal) => api.GET("/wps/agent/downlines", { params: { query: search ? { username: search } : {} }, signal }),
  placeholderData: keepPreviousData,
});
