import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { Api } from "../../games/index.ts";

const downloadLinksKey = ["system", "download-links"] as const;

/** The app download links (WPSCORE_getDownloadSetting with the site's domain). */
const downloadLinksQuery = (api: Api) =>
  queryOptions({
    queryKey: downloadLinksKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET("/wps/relay/WPSCORE_getDownloadSetting", { params: { query: { domain: window.location.hostname } }, signal })),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export function useDownloadLinks(enabled = true) {
  const api = useApi();
  return useQuery({ ...downloadLinksQuery(api), enabled });
}
