import { unwrap } from "@platform/sdk";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { cacheStatus, readCachedStatus } from "../status-cache.ts";

/** While the site is down, look again every minute so it comes back on its own. */
const DOWN_REFRESH_MS = 60_000;

export const systemStatus = defineQuery("getSystemStatus", {
  load: async (api, _: void, signal) => {
    const status = await unwrap(api.GET("/wps/v2/system/status", { params: { query: { device: "MOBILE", url: window.location.hostname } }, signal }));
    cacheStatus(status);
    return status;
  },
  // The cached answer shows at once; updatedAt 0 makes it stale, so a fresh one loads in the background.
  initialData: readCachedStatus,
  initialDataUpdatedAt: 0,
  // No view shows it: the app renders on a failure, and says so in a toast.
  meta: { toast: true },
  refetchInterval: (query) => {
    const data = query.state.data;
    return data && (data.maintenance || data.regionRestriction) ? DOWN_REFRESH_MS : false;
  },
});

export const systemStatusKey = systemStatus.key(undefined);

export function useSystemStatus() {
  return useApiQuery(systemStatus);
}
