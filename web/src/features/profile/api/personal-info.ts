import { setHeaderIcon as postHeaderIcon, uploadHeaderIcon } from "@platform/sdk/forms";
import { defineMutation, defineQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../../member/index.ts";
import type { PersonalInfoValues } from "../personal-info-rules.ts";

/** GET /wps/member/info/icon: the current picture and the presets. */
export const headerIcon = defineQuery("getHeaderIcon", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/member/info/icon", { signal }),
  staleTime: 5 * 60_000,
});

/** POST /wps/member/info with the changed fields, then the profile (the member feature's query, one cache with the balance bar's) is asked again. */
export const savePersonalInfo = defineMutation("updatePersonalInfo", {
  call: (api, changes: Partial<PersonalInfoValues>) => api.POST("/wps/member/info", { body: changes }),
  map: () => undefined,
  invalidates: [memberInfo],
});

/** POST /wps/member/info/icon: a preset (form-encoded) or an own picture (multipart); the answer is the picture shown. */
export const setHeaderIcon = defineMutation("setHeaderIcon", {
  run: ({ client }, choice: { iconId: string } | { file: File }) =>
    "file" in choice ? uploadHeaderIcon(client, choice.file) : postHeaderIcon(client, { iconId: choice.iconId }),
  onSuccess: ({ queryClient, account }, icon) => queryClient.setQueryData(headerIcon.key(undefined, account), icon),
  invalidates: [memberInfo],
});
