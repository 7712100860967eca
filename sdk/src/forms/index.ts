// @platform/sdk/forms: the two calls that post form-encoded bodies (forgot
// password by email, the header icon). An entry of their own: most apps make
// neither, and the main entry stays within its size budget (npm run bench).
export { forgotPasswordByEmail } from "./forgot-password-by-email.ts";
export type { ForgotPasswordPayload } from "./forgot-password-by-email.ts";
export { setHeaderIcon, uploadHeaderIcon } from "./set-header-icon.ts";
export type { HeaderIconForm, HeaderIcon } from "./set-header-icon.ts";
