import type { PlatformClient } from "../client.ts";
import type { components } from "../generated/platform-api.ts";
import { unwrap } from "../unwrap.ts";
import { multipartBody } from "./multipart-body.ts";

export type PromotionApplicationForm = components["schemas"]["PromotionApplicationForm"];
export type PromotionApplication = components["schemas"]["PromotionApplication"];
/** The apply form as the screen holds it: the images are the files the member picked. */
export type PromotionApplicationDraft = Omit<PromotionApplicationForm, "images"> & { images?: readonly Blob[] };

/**
 * POST /wps/promotions/apply, multipart: the promotion, the remark and one
 * `images` part per image. Resolves to the application (now `APPLYING`); a
 * refusal rejects with a PlatformError of kind `api`.
 */
export function applyForPromotion(client: PlatformClient, draft: PromotionApplicationDraft): Promise<PromotionApplication> {
  const { images = [], ...fields } = draft;
  return unwrap(client.api.POST("/wps/promotions/apply", { body: fields, bodySerializer: (typed) => multipartBody({ ...typed, images }) }));
}
