// Identity verification (KYC) as the real member centre runs it
// (MC JtlW, OkT9 getErrorCode, pf8k, SEC chunk).
import { ruleFromServer, type FieldRule } from "@platform/machines";
import { fieldRuleOf, type ConsolidatedSettings } from "../../shared/system/index.ts";
import type { KycField, KycMerchantSetting, KycStatus } from "./api/kyc.ts";

/** The consolidated `register` rule each dictionary field is checked by (MC pf8k dataInfoConfig `rule`). */
const RULE_OF_FIELD: Readonly<Record<string, string>> = {
  MOBILE_NUMBER: "mobileNum",
  EMAIL: "email",
  NICKNAME: "nickname",
  ID: "idNumber",
  DATE_OF_BIRTH: "birthday",
  ADDRESS: "address",
  FIXED_ADDRESS: "permanentAddress",
  PLACE_OF_BIRTH: "placeOfBirth",
  WITHDRAWER_NAME: "payeeName",
  CPF: "cpf",
  QQ: "qqNum",
  WECHAT_ID: "wechat",
  LINE_ID: "line",
  FB_ID: "facebook",
  WHATSAPP: "whatsapp",
  ZALO: "zalo",
  TELEGRAM: "telegram",
  VIBER: "viber",
  TWITTER: "twitter",
};

const messages = { requiredMessage: "field_required", message: "field_format_incorrect" } as const;

/** KYC is on when the switch is Y and the merchant does not waive it (MC JtlW checkKycEnabled). */
export function kycEnabled(setting: KycMerchantSetting): boolean {
  const provider = setting.merchantProviderResponse;
  return provider?.kycSwitchValue === "Y" && provider.kycFree !== "Y";
}

/** The form shows while nothing was submitted: NOT_VERIFIED without a finer state (MC OkT9 getErrorCode); anything else is the status page. */
export function kycFormShown(status: KycStatus): boolean {
  return status.verifyStatus === "NOT_VERIFIED" && !status.statusForFE;
}

export type KycState = "NOT_VERIFIED" | "PENDING" | "VERIFIED" | "OTHER";

/** The state the page names: verified, under review, not verified, or another state of the provider. */
export function kycState(status: KycStatus): KycState {
  if (status.verifyStatus === "VERIFIED") return "VERIFIED";
  if (status.statusForFE === "PENDING") return "PENDING";
  return kycFormShown(status) ? "NOT_VERIFIED" : "OTHER";
}

/**
 * Each field's rule: required as the dictionary says; a text field with a
 * register rule (pf8k's name for it) is checked by that rule's pattern and
 * bounds, with the app's own words (the rule's `message` is a text key of the
 * real client's dictionary, not a sentence); a choice must be one offered.
 */
export function kycRules(fields: readonly KycField[], settings: Pick<ConsolidatedSettings, "register"> | undefined): Record<string, FieldRule> {
  return Object.fromEntries(
    fields.map((field) => {
      const required = field.required === true;
      const row = settings && RULE_OF_FIELD[field.fieldId] ? fieldRuleOf(settings, RULE_OF_FIELD[field.fieldId]!) : undefined;
      if (field.options?.length) {
        const options = field.options;
        return [field.fieldId, { required, ...messages, check: (value: string) => (value === "" || options.includes(value) ? undefined : { key: "choose_one" }) } satisfies FieldRule];
      }
      if (row === undefined) return [field.fieldId, { required, ...messages } satisfies FieldRule];
      const { message: _textKey, ...bounds } = row;
      return [field.fieldId, ruleFromServer({ ...bounds, required }, messages)];
    }),
  );
}
