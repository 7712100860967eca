// Paths other modules navigate to (spec §2). The full table is app/routes/route-table.ts.
export const HOME_PATH = "/m/home";
export const LOGIN_PATH = "/m/login";
export const REGISTER_PATH = "/m/register";
export const FORGET_PATH = "/m/forget";
export const CHANGE_PASSWORD_PATH = "/m/changePsw";
/** Issue 34: the change of password a member chose (settings, security center), a normal page; /m/changePsw is the forced one (first login or expired). */
export const SETTINGS_CHANGE_PASSWORD_PATH = "/m/set/changePsw";
export const SETTINGS_PATH = "/m/set";
export const TRIAL_PATH = "/m/trail";
export const PROMOTIONS_PATH = "/m/activity";
export const SPONSOR_PATH = "/m/sponsor";
export const DEPOSIT_PATH = "/m/voucherCenter";
export const MESSAGES_PATH = "/m/message";
export const MEMBER_CENTRE_PATH = "/m/member/home";
export const HELP_PATH = "/m/help";
export const GAME_LIST_PATH = "/m/gameList";
// The rest of the account side (issue 20); spec §2 shows no routes for them.
export const MY_ACCOUNT_PATH = "/m/member/info";
export const REAL_NAME_PATH = "/m/member/realName";
export const FEEDBACK_PATH = "/m/feedback";
/** Fixed: the promotion detail links here with `?id={promotion id}`. */
export const ACTIVITY_APPLY_PATH = "/m/activity/apply";
export const INSTALL_GUIDE_PATH = "/m/install";
/** The member's own transaction records (`?types=WITHDRAW` preselects one type); issue 29 sends an unconfirmed money call here. */
export const TRANSACTION_RECORD_PATH = "/m/transaction/record";
