// Registration (username or mobile) creates a member who can log in; the
// username check sees them; password changes change what login accepts.
import { ok, refuse, type HandlerTable, type Refusal, type Reply, type SandboxContext, type Schemas } from "../handler-types.ts";
import { SANDBOX_CAPTCHA, SANDBOX_SMS_CODE } from "../seed.ts";
import type { Member } from "../state.ts";
import { checked, encryptedPayload } from "./encrypted-payload.ts";
import { sessionOf } from "./session.ts";

type Payload = Schemas["RegistrationPayload"];

function registered(member: Member, payload: Payload, context: SandboxContext): Reply<"registerByUsername"> {
  if (!payload.login) return ok<"registerByUsername">({ success: true, value: { customerId: member.id } });
  const session = sessionOf(context.state, member);
  return ok<"registerByUsername">({ success: true, message: "Registered successfully, about to log in", value: { customerId: member.id, ...session } });
}

/** What both registration methods refuse the same way. */
function refusal(payload: Payload): Refusal | undefined {
  if (payload.captcha !== undefined && payload.captcha !== SANDBOX_CAPTCHA) {
    return { status: 200, body: { success: false, errorCode: "captcha.err", message: "Please Enter The Correct Captcha Code", captcha: true } };
  }
  if (payload.password !== undefined && payload.password !== payload.confirmPassword) return refuse("password.not.match", "Two passwords do not match");
  // A form with SMS verification (REGMOBVERF3) sends the code it got; the sandbox's is fixed.
  if (payload.verificationCode !== undefined && payload.verificationCode !== SANDBOX_SMS_CODE) return refuse("verification.code.err", "Verification code error");
  return undefined;
}

export const accountHandlers: HandlerTable = {
  registerByUsername: (request, context) => {
    const read = encryptedPayload<Payload>(request, context, "RegistrationPayload");
    if (!read.ok) return read;
    const payload = read.payload;
    if (!payload.username || !payload.password) return refuse("request_param_err", "Username and password are required");
    const refused = refusal(payload);
    if (refused) return refused;
    if (context.state.findByName(payload.username)) return refuse("username.exists", "Username already exists");
    if (payload.mobileNum && context.state.findByMobile(payload.mobileNum)) return refuse("mobile.exists", "This mobile number is already registered");
    const member = context.state.addMember({
      userName: payload.username,
      password: payload.password,
      paymentPassword: payload.paymentPassword,
      mobileNum: payload.mobileNum,
      countryDialingCode: payload.countryDialingCode,
      nickname: payload.nickname ?? null,
    });
    return registered(member, payload, context);
  },

  registerByMobile: (request, context) => {
    const read = encryptedPayload<Payload>(request, context, "RegistrationPayload");
    if (!read.ok) return read;
    const payload = read.payload;
    if (!payload.mobileNum || !payload.countryDialingCode) return refuse("request_param_err", "Mobile number and dialing code are required");
    // Never a password made up from the number (anyone who knows it could log in).
    if (!payload.password) return refuse("request_param_err", "A password is required");
    const refused = refusal(payload);
    if (refused) return refused;
    if (payload.verificationCode === undefined) return refuse("verification.code.err", "Verification code error");
    if (context.state.findByMobile(payload.mobileNum)) return refuse("mobile.exists", "This mobile number is already registered");
    // The platform names a mobile registration after its number (spec §4: log in with the number as username):
    // a number that is already someone's username is refused, never that account taken over.
    if (context.state.findByName(payload.mobileNum)) return refuse("username.exists", "Username already exists");
    const member = context.state.addMember({
      userName: payload.mobileNum,
      password: payload.password,
      mobileNum: payload.mobileNum,
      countryDialingCode: payload.countryDialingCode,
      paymentPassword: payload.paymentPassword,
    });
    return registered(member, payload, context);
  },

  checkUsername: (request, { state }) => {
    const username = request.query.get("username") ?? "";
    if (!/^[A-Za-z0-9_]{1,20}$/.test(username)) return { status: 400, body: { success: false, errorCode: "request_param_err", message: "Account format is incorrect" } };
    return state.findByName(username) ? refuse("username.exists", "Username already exists") : ok<"checkUsername">({ success: true, value: true });
  },

  changePassword: (request, context) => {
    const member = request.member;
    if (!member) return refuse("login.not.session", "Please log in again");
    // The legacy client sends this call in plain JSON (reference §2.8).
    const read = request.headers.get("encryption")
      ? encryptedPayload<Schemas["ChangePasswordPayload"]>(request, context, "ChangePasswordPayload")
      : checked<Schemas["ChangePasswordPayload"]>(request.json, context, "ChangePasswordPayload");
    if (!read.ok) return read;
    const { oldPassword, newPassword, confirmNewPassword } = read.payload;
    if (oldPassword !== member.password) return refuse("old.password.err", "The old password is incorrect");
    if (newPassword === oldPassword) return refuse("modify.new.old.same", "New and old password cannot be the same");
    if (newPassword !== confirmNewPassword) return refuse("password.not.match", "Confirmation password does not match");
    member.password = newPassword;
    member.firstTimeLogin = false;
    return ok<"changePassword">({ success: true, value: true });
  },

  setPasswordByPhone: (request, context) => {
    const read = encryptedPayload<Schemas["SetPasswordByPhonePayload"]>(request, context, "SetPasswordByPhonePayload");
    if (!read.ok) return read;
    const { mobileNum, verificationCode, newPassword } = read.payload;
    const member = context.state.findByMobile(mobileNum);
    if (verificationCode !== SANDBOX_SMS_CODE || !member) return refuse("verification.code.err", "Verification code error");
    if (member.password === newPassword) return refuse("modify.new.old.same", "New and old password cannot be the same");
    member.password = newPassword;
    return ok<"setPasswordByPhone">({ success: true, value: true });
  },
};
