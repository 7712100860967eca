// Keys, login (decrypted with the sandbox's own key; a Facebook or Google
// sign-in through the mock build's fake Firebase too), logout, trial
// accounts, captcha and SMS codes (fixed values, mocks/README.md).
import { ok, refuse, type HandlerTable, type Reply, type Schemas } from "../handler-types.ts";
import { SANDBOX_CAPTCHA, SANDBOX_SMS_CODE } from "../seed.ts";
import { randomHex, type Member, type SandboxState } from "../state.ts";
import { encryptedPayload } from "./encrypted-payload.ts";

/** Spec §4: a failed login asks for the captcha from the second failure on. */
const CAPTCHA_AFTER_FAILURES = 2;
/** Spec §9: SMS codes count down 60 s. */
const SMS_VALID_MS = 60_000;

export function sessionOf(state: SandboxState, member: Member): Schemas["LoginResult"] {
  return { token: state.openSession(member), id: member.id, userName: member.userName, customerType: member.type, firstTimeLogin: member.firstTimeLogin };
}

function loginFailure(member: Member | undefined, errorCode: string, message: string): Reply<"login"> {
  if (member) member.failedLogins += 1;
  const captcha = (member?.failedLogins ?? 0) >= CAPTCHA_AFTER_FAILURES;
  return { status: 200, body: { success: false, errorCode, message, ...(captcha ? { captcha: true } : {}) } };
}

function logout(request: { token?: string }, state: SandboxState) {
  if (request.token) state.closeSession(request.token);
  return { status: 200 as const, body: { success: true, value: true } };
}

export const sessionHandlers: HandlerTable = {
  getRsaKey: (_request, { keys }) => ({ status: 200, body: keys.modulusHex }),

  login: (request, context) => {
    const read = encryptedPayload<Schemas["LoginPayload"]>(request, context, "LoginPayload");
    if (!read.ok) return read;
    const payload = read.payload;
    const { state } = context;
    if (payload.type === "sms") {
      const member = state.findByMobile(payload.mobileNum ?? "");
      if (!member) return refuse("not.exists.user", "User does not exist or has been disabled");
      if (payload.verificationCode !== SANDBOX_SMS_CODE) return loginFailure(member, "verification.code.err", "Verification code error");
      member.failedLogins = 0;
      return ok<"login">({ success: true, value: sessionOf(state, member) });
    }
    if (payload.type === "firebase" && (payload.firebaseChannel === "facebook" || payload.firebaseChannel === "google")) {
      // The mock build's fake Firebase sign-in gives `mock-firebase-<channel>-<uid>`; its first login registers the member.
      const uid = new RegExp(`^mock-firebase-${payload.firebaseChannel}-([a-z0-9]{4,20})$`).exec(payload.firebaseIdToken ?? "")?.[1];
      if (!uid) return refuse("login.cred.err", "The sign-in could not be verified");
      const userName = `${payload.firebaseChannel === "facebook" ? "fb" : "gg"}_${uid}`;
      const member = state.findByName(userName) ?? state.addMember({ userName, password: randomHex(8) });
      return ok<"login">({ success: true, value: sessionOf(state, member) });
    }
    if (payload.type !== "username") return refuse("function.not.available", "This login method is not available in the sandbox");
    // Spec §4: after a password set by phone the member is logged in with the mobile number as username.
    const member = state.findByName(payload.username ?? "") ?? state.findByMobile(payload.username ?? "");
    if (!member) return refuse("not.exists.user", "User does not exist or has been disabled");
    if (member.failedLogins >= CAPTCHA_AFTER_FAILURES && payload.captcha !== SANDBOX_CAPTCHA) {
      return { status: 200, body: { success: false, errorCode: "captcha.err", message: "Please Enter The Correct Captcha Code", captcha: true } };
    }
    if (payload.password !== member.password) return loginFailure(member, "login.cred.err", "Incorrect username or password");
    member.failedLogins = 0;
    return ok<"login">({ success: true, value: sessionOf(state, member) });
  },

  loginFreePlay: (_request, { state }) => ok<"loginFreePlay">({ success: true, value: sessionOf(state, state.addTrialMember()) }),
  createTrialUser: (_request, { state }) => ok<"createTrialUser">({ success: true, value: sessionOf(state, state.addTrialMember()) }),
  logout: (request, { state }) => logout(request, state),
  logoutByPost: (request, { state }) => logout(request, state),

  getCaptcha: (_request, { state }) => ok<"getCaptcha">({ success: true, value: state.captchaImage }),
  sendSmsCode: (_request, { state }) => ok<"sendSmsCode">({ success: true, value: { expirationTime: state.now().getTime() + SMS_VALID_MS } }),
  sendRegistrationSmsCode: (request, { state }) => {
    const mobileNo = (request.json as { mobileNo?: unknown } | undefined)?.mobileNo;
    if (typeof mobileNo === "string" && state.findByMobile(mobileNo)) return refuse("mobile.exists", "This mobile number is already registered");
    return ok<"sendRegistrationSmsCode">({ success: true, value: { expirationTime: state.now().getTime() + SMS_VALID_MS } });
  },
};
