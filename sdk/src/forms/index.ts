export { forgotPasswordByEmail } from "./forgot-password-by-email.ts";
export type { ForgotPasswordPayload } from "./forgot-password-by-email.ts";
export { setHeaderIcon, uploadHeaderIcon } from "./set-header-icon.ts";
export type { HeaderIconForm, HeaderIcon } from "./set-header-icon.ts";
