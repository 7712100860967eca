import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { unwrap } from "../unwrap.ts";
import { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";

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

/** @deprecated The contract's operation picks a preset (no upload): use `setHeaderIcon`. Same function. */
export const uploadHeaderIcon = setHeaderIcon;
