import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";

type Api = ReturnType<typeof useApi>;

const feedbackSettingsKey = ["feedback", "settings"] as const;

/** GET /wps/feedback/setting: the categories, the two length bounds and the upload limits (spec §5). */
const feedbackSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: feedbackSettingsKey,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/feedback/setting", { signal })),
    staleTime: 10 * 60_000,
  });

export function useFeedbackSettings() {
  const api = useApi();
  return useQuery(feedbackSettingsQuery(api));
}
