import { keepPreviousData } from "@tanstack/react-query";
import { defineQuery } from "../../../lib/api-query.ts";

/** Direct downlines a page holds (team management and team rebates). */
const DOWNLINE_PAGE_SIZE = 20;

/** GET ODSFE2_getSubordinatev2: the agent's direct downlines, a page at a time, optionally searched by account name. */
export const downlines = defineQuery("getDownlineAccounts", {
  scope: "member",
  call: (api, { search, page }: { search: string; page: number }, signal) =>
    api.GET("/wps/relay/ODSFE2_getSubordinatev2", { params: { query: { page, size: DOWNLINE_PAGE_SIZE, ...(search ? { customerName: search } : {}) } }, signal }),
  placeholderData: keepPreviousData,
});
