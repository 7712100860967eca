// Spec §9 "Toasts" and §5/§6: how long each kind of message stays, in ms.
export const TOAST_SHORT = 3_000;
export const TOAST_LONG = 8_000;
export const TOAST_SUCCESS = 1_500;
/** 'coming soon' for a disabled referral (spec §6). */
export const TOAST_COMING_SOON = 1_000;
/** Email sent on forgot password; redirect after change password (spec §9). */
export const TOAST_EMAIL_SENT = 1_000;
/** Loading messages: until dismissed (9999 s), SMS sending (10 s). */
export const TOAST_LOADING_UNTIL_DISMISSED = 9_999_000;
export const TOAST_LOADING_SMS = 10_000;
/** After a profile download and the 'go to settings' toast, the move to the settings address (spec §9 "profile redirect 4 s"). */
export const PROFILE_REDIRECT_MS = 4_000;
