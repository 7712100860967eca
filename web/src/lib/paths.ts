// Paths other modules navigate to, by their older names: each is its route's
// path in the route table (lib/routes.ts), the one description of a route.
// New code writes `paths.<name>` or `href(name, …)` from lib/routes.ts.
import { paths } from "./routes.ts";

export const HOME_PATH = paths.home;
export const LOGIN_PATH = paths.login;
export const REGISTER_PATH = paths.register;
export const FORGET_PATH = paths.forget;
/** The forced change of password (first login or expired). */
export const CHANGE_PASSWORD_PATH = paths.changePassword;
/** Issue 34: the change of password a member chose (settings, security center), a normal page. */
export const SETTINGS_CHANGE_PASSWORD_PATH = paths.settingsChangePassword;
export const SETTINGS_PATH = paths.settings;
export const TRIAL_PATH = paths.trial;
export const PROMOTIONS_PATH = paths.promotions;
export const SPONSOR_PATH = paths.sponsor;
export const DEPOSIT_PATH = paths.deposit;
export const MESSAGES_PATH = paths.messages;
export const MEMBER_CENTRE_PATH = paths.memberCentre;
export const HELP_PATH = paths.help;
export const GAME_LIST_PATH = paths.gameList;
export const MY_ACCOUNT_PATH = paths.myAccount;
export const REAL_NAME_PATH = paths.realName;
export const FEEDBACK_PATH = paths.feedback;
export const ACTIVITY_APPLY_PATH = paths.activityApply;
export const INSTALL_GUIDE_PATH = paths.installGuide;
export const TRANSACTION_RECORD_PATH = paths.transactionRecord;
