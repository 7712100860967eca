import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { unwrap } from "../unwrap.ts";
import { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";
import { multipartBody } from "./multipart-body.ts";

export type HeaderIconForm = components["schemas"]["HeaderIconForm"];
export type HeaderIcon = components["schemas"]["HeaderIcon"];

/** POST /wps/member/info/icon, form-encoded: pick one of the preset pictures. Resolves to the updated picture. */
export function setHeaderIcon(client: PlatformClient, form: HeaderIconForm): Promise<HeaderIcon> {
  return unwrap(
    client.api.POST("/wps/member/info/icon", {
      body: form,
      bodySerializer: formBody,
      headers: { "Content-Type": FORM_CONTENT_TYPE },
    }),
  );
}

/**
 * POST /wps/member/info/icon, multipart: the member's own picture as `file`
 * (png or jpg under 5 MB, checked by the caller). Resolves to the updated
 * picture.
 */
export function uploadHeaderIcon(client: PlatformClient, file: Blob): Promise<HeaderIcon> {
  // The typed body names the part; the serializer sends the file itself.
  return unwrap(client.api.POST("/wps/member/info/icon", { body: { file: "file" }, bodySerializer: () => multipartBody({ file }) }));
}
