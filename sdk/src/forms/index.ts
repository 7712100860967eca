export { forgotPasswordByEmail } from "./forgot-password-by-email.ts";
export type { ForgotPasswordPayload } from "./forgot-password-by-email.ts";
export { setHeaderIcon, uploadHeaderIcon } from "./set-header-icon.ts";
export type { HeaderIconForm, HeaderIcon } from "./set-header-icon.ts";
export { sendFeedback } from "./send-feedback.ts";
export type { FeedbackForm, FeedbackDraft, FeedbackReceipt } from "./send-feedback.ts";
export { applyForPromotion } from "./apply-for-promotion.ts";
export type { PromotionApplicationForm, PromotionApplicationDraft, PromotionApplication } from "./apply-for-promotion.ts";
export { markMessagesRead } from "./mark-messages-read.ts";
