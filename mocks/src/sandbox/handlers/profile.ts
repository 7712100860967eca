// Personal info with memory: POST /wps/member/info and its
// per-field calls (email, payee name, nickname) and the profile picture
// change the member, and GET /wps/member/info and /info/icon answer what was
// saved. The payee name is set once (member.info.field.locked afterwards), an
// email another member uses is refused (member.email.exists).
// The security centre's progress is computed from what the member
// set; identity verification (KYC) remembers a submission, which stays
// pending (NOT_VERIFIED / PENDING) until QA decides; feedback is a checked PUT.
import { ok, refuse, type HandlerTable, type OkBody, type Refusal, type SandboxContext, type Schemas } from "../handler-types.ts";
import type { Member } from "../state.ts";
import { checked } from "./encrypted-payload.ts";

type PersonalInfo = Schemas["PersonalInfoUpdate"];

const CONTACT_FIELDS = ["qqNum", "wechat", "line", "whatsapp", "facebook", "zalo"] as const;

/** Why `changes` cannot be saved for `member`, or undefined when they can. */
function refusalOf(member: Member, changes: PersonalInfo, context: SandboxContext): Refusal | undefined {
  if (changes.payeeName !== undefined && member.payeeName !== null && changes.payeeName !== member.payeeName) {
    return refuse("member.info.field.locked", "The payee name cannot be changed once set");
  }
  if (changes.email !== undefined) {
    const email = changes.email.toLowerCase();
    const taken = [...context.state.members.values()].some((other) => other.id !== member.id && other.email?.toLowerCase() === email);
    if (taken) return refuse("member.email.exists", "This email is already registered");
  }
  return undefined;
}

/** Saves every field sent, nothing else (the contract: only the fields sent change). */
function save(member: Member, changes: PersonalInfo): void {
  if (changes.nickname !== undefined) member.nickname = changes.nickname;
  if (changes.email !== undefined) member.email = changes.email;
  if (changes.payeeName !== undefined) member.payeeName = changes.payeeName;
  if (changes.birthday !== undefined) member.birthday = changes.birthday;
  for (const field of CONTACT_FIELDS) {
    const value = changes[field];
    if (value !== undefined) member.contacts[field] = value;
  }
}

/** One change through the rules above, answered as the acknowledgement the calls share. */
function update(member: Member, changes: PersonalInfo, context: SandboxContext) {
  const refused = refusalOf(member, changes, context);
  if (refused) return refused;
  save(member, changes);
  return { status: 200 as const, body: { success: true, value: true } };
}

/** The picture and the presets (the contract's `chosen` example lists them). */
function headerIcon(member: Member, context: SandboxContext): Schemas["HeaderIcon"] {
  const { options } = (context.example("getHeaderIcon", "chosen") as OkBody<"getHeaderIcon">).value!;
  return { headerIcon: member.headerIcon, iconId: member.iconId, options };
}

/** Spec §5: an uploaded image is under 5 MB. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The multipart upload's `file` part (parsed by the dispatcher): its declared type, and whether it has bytes within the limit. */
function uploadedImage(request: { form?: FormData }): { type: string; empty: boolean; tooLarge: boolean } | undefined {
  if (!request.form) return undefined;
  const file = request.form.get("file");
  if (typeof file === "string" || file === null) return { type: "", empty: true, tooLarge: false };
  return { type: file.type.toLowerCase(), empty: file.size === 0, tooLarge: file.size > MAX_IMAGE_BYTES };
}

const UPLOADED_PICTURE = "/mock-assets/avatars/uploaded.svg";

type SecurityItem = Schemas["SecurityItem"];

/** The member's security items (SEC chunk's keys) from what the sandbox knows of them; the progress is the share of enabled items done. */
function securityConfig(member: Member): Schemas["SecurityConfig"] {
  const item = (isComplete: boolean): SecurityItem => ({ enabled: true, isComplete });
  const info: Record<string, SecurityItem> = {
    profile: item(member.nickname !== null),
    loginPassword: item(true),
    paymentPassword: item(member.paymentPassword !== undefined),
    securityQuestions: item(false),
    bankCards: item(member.bankCards.length > 0),
    email: item(member.email !== null),
    payeeName: item(member.payeeName !== null),
    mobileVerified: item(member.mobileNum !== undefined),
    mobileNum: item(member.mobileNum !== undefined),
    idVerification: { ...item(member.kyc.status.verifyStatus === "VERIFIED"), status: member.kyc.status.statusForFE ?? null },
  };
  // mobileNum says whether a number is bound, the same fact mobileVerified counts: it is counted once.
  const enabled = Object.entries(info).filter(([key, entry]) => key !== "mobileNum" && entry.enabled);
  const completeProgress = (enabled.filter(([, entry]) => entry.isComplete).length / enabled.length) * 100;
  return { completeProgress, info };
}

/** Why a KYC submission is refused, or undefined: a decided or pending one, an unknown or missing field, a choice not offered. */
function kycRefusal(member: Member, submitted: Schemas["KycFieldsUpdate"]["fields"], fields: Schemas["KycField"][]): Refusal | undefined {
  const { verifyStatus, statusForFE } = member.kyc.status;
  if (verifyStatus === "VERIFIED") return refuse("request_param_err", "Your identity is already verified");
  if (statusForFE === "PENDING") return refuse("request_param_err", "Your verification is under review");
  const byId = new Map(submitted.map((field) => [field.fieldId, field.fieldValue.trim()]));
  for (const field of fields) {
    const value = byId.get(field.fieldId);
    if (field.required && !value) return refuse("request_param_err", `${field.fieldId} is required`);
    if (value && field.options && !field.options.includes(value)) return refuse("request_param_err", `${field.fieldId} is not one of its choices`);
  }
  const unknown = submitted.find((field) => !fields.some((known) => known.fieldId === field.fieldId));
  return unknown ? refuse("request_param_err", `${unknown.fieldId} is not a field of this form`) : undefined;
}

export const profileHandlers: HandlerTable = {
  getSecurityConfig: (request) => ok<"getSecurityConfig">({ success: true, value: securityConfig(request.member!) }),

  getCustomerKycStatus: (request) => ok<"getCustomerKycStatus">({ success: true, value: request.member!.kyc.status }),
  getDictionaryIdTypeAndKycFields: (_request, { state }) => ok<"getDictionaryIdTypeAndKycFields">({ success: true, value: state.kycFields }),
  updateIdTypeAndKycFields: (request, context) => {
    const read = checked<Schemas["KycFieldsUpdate"]>(request.json, context, "KycFieldsUpdate");
    if (!read.ok) return read;
    const member = request.member!;
    const refused = kycRefusal(member, read.payload.fields, context.state.kycFields);
    if (refused) return refused;
    member.kyc = { status: { verifyStatus: "NOT_VERIFIED", statusForFE: "PENDING" }, fields: Object.fromEntries(read.payload.fields.map((field) => [field.fieldId, field.fieldValue.trim()])) };
    return ok<"updateIdTypeAndKycFields">({ success: true, value: true });
  },

  sendFeedback: (request, context) => {
    const read = checked<Schemas["FeedbackSubmission"]>(request.json, context, "FeedbackSubmission");
    if (!read.ok) return read;
    return ok<"sendFeedback">({ success: true, message: "Thank you for your feedback", value: true });
  },

  updatePersonalInfo: (request, context) => {
    const read = checked<PersonalInfo>(request.json, context, "PersonalInfoUpdate");
    if (!read.ok) return read;
    return update(request.member!, read.payload, context);
  },

  updateEmail: (request, context) => {
    const read = checked<Schemas["EmailUpdate"]>(request.json, context, "EmailUpdate");
    if (!read.ok) return read;
    return update(request.member!, { email: read.payload.email }, context);
  },

  updatePayeeName: (request, context) => {
    const read = checked<Schemas["PayeeNameUpdate"]>(request.json, context, "PayeeNameUpdate");
    if (!read.ok) return read;
    return update(request.member!, { payeeName: read.payload.payeeName }, context);
  },

  updateNickname: (request, context) => {
    const read = checked<Schemas["NicknameUpdate"]>(request.json, context, "NicknameUpdate");
    if (!read.ok) return read;
    return update(request.member!, { nickname: read.payload.nickname }, context);
  },

  getHeaderIcon: (request, context) => ok<"getHeaderIcon">({ success: true, value: headerIcon(request.member!, context) }),

  // A preset (form-encoded `iconId`) or an own png/jpg picture (multipart `file`).
  setHeaderIcon: (request, context) => {
    const member = request.member!;
    const image = uploadedImage(request);
    if (image) {
      if (image.empty || image.tooLarge || !["image/png", "image/jpeg"].includes(image.type)) return refuse("upload.image.invalid", "Images must be png or jpg and smaller than 5 MB");
      member.headerIcon = UPLOADED_PICTURE;
      member.iconId = null;
      return ok<"setHeaderIcon">({ success: true, value: headerIcon(member, context) });
    }
    const iconId = new URLSearchParams(request.bodyText).get("iconId") ?? "";
    const preset = headerIcon(member, context).options.find((option) => option.iconId === iconId);
    if (!preset) return refuse("request_param_err", "This picture is not available");
    member.headerIcon = preset.url;
    member.iconId = preset.iconId;
    return ok<"setHeaderIcon">({ success: true, value: headerIcon(member, context) });
  },
};
