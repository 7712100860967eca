import { isPlatformError, unwrap } from "@platform/sdk";
import { defineQuery } from "../../../lib/api-query.ts";

/**
 * GET /wps/agent/affiliate?code=: true when the code is valid (spec §4). An
 * unknown code (success false) or an expired link is false; a failure to ask
 * (network, 5xx) rejects, so the machine can tell "wrong" from "no answer".
 * The registration machine calls `.fetch`.
 */
export const affiliateCode = defineQuery("getAffiliate", {
  load: async (api, code: string, signal): Promise<boolean> => {
    try {
      const value = await unwrap(api.GET("/wps/agent/affiliate", { params: { query: { code } }, signal }));
      return value !== undefined && value !== null && value.expired !== true;
    } catch (error) {
      if (isPlatformError(error) && error.kind === "api") return false;
      throw error;
    }
  },
});
