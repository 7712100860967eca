// @platform/sdk/forms: the calls that post form-encoded or multipart bodies
// (forgot password by email, the header icon, mark messages read, promotion
// application). An entry of their own: most screens make none of
// them, and the main entry stays within its size budget (npm run bench).
export { forgotPasswordByEmail } from "./forgot-password-by-email.ts";
export type { ForgotPasswordPayload } from "./forgot-password-by-email.ts";
export { setHeaderIcon, uploadHeaderIcon } from "./set-header-icon.ts";
export type { HeaderIconForm, HeaderIcon } from "./set-header-icon.ts";
export { applyForPromotion } from "./apply-for-promotion.ts";
export type { PromotionApplicationForm, PromotionApplicationDraft, PromotionApplication } from "./apply-for-promotion.ts";
export { markMessagesRead } from "./mark-messages-read.ts";
