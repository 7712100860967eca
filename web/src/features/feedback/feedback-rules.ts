import { chooseOneRule, DEFAULT_UPLOAD_LIMITS, feedbackContentRule, type FieldRule, type UploadLimits } from "@platform/machines";
import type { components } from "@platform/sdk/types";

export type FeedbackSettings = components["schemas"]["FeedbackSettings"];
export type FeedbackField = "category" | "content";

/**
 * The feedback form's rules from GET /wps/feedback/setting (spec §5): a
 * category, the text between the two configured bounds, and the upload
 * limits, never looser than spec §5's (png or jpg, under 5 MB, at most 3).
 */
export function feedbackRules(settings: FeedbackSettings): { rules: Record<FeedbackField, FieldRule>; limits: UploadLimits } {
  const minLength = Math.max(1, settings.minLength);
  const maxLength = Math.max(minLength, settings.maxLength);
  return {
    rules: { category: chooseOneRule, content: feedbackContentRule(minLength, maxLength) },
    limits: {
      maxImages: Math.min(settings.maxImages ?? DEFAULT_UPLOAD_LIMITS.maxImages, DEFAULT_UPLOAD_LIMITS.maxImages),
      maxImageBytes: Math.min(settings.maxImageBytes ?? DEFAULT_UPLOAD_LIMITS.maxImageBytes, DEFAULT_UPLOAD_LIMITS.maxImageBytes),
      imageTypes: (settings.imageTypes ?? DEFAULT_UPLOAD_LIMITS.imageTypes).filter((type) => DEFAULT_UPLOAD_LIMITS.imageTypes.includes(type)),
    },
  };
}
