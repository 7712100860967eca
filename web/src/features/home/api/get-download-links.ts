import { defineQuery } from "../../../lib/api-query.ts";

/** The app download links (WPSCORE_getDownloadSetting with the site's domain). */
export const downloadLinks = defineQuery("getDownloadSettings", {
  call: (api, _: void, signal) => api.GET("/wps/relay/WPSCORE_getDownloadSetting", { params: { query: { domain: window.location.hostname } }, signal }),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});
