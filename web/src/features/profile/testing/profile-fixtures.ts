import type { Handlers } from "../../../testing/fake-api.ts";
import { consolidatedSettings, ok } from "../../../testing/fixtures.ts";

/** GET MCSFE_getCustomerKycStatus: `statusForFE` PENDING while a submission is reviewed. */
export const kycStatus = (verifyStatus: string, statusForFE: string | null = null) => ok({ verifyStatus, statusForFE });

/** GET MCSFE_getCustomerKycMerchantSetting, KYC on (or off). */
export const kycSetting = (on = true) => ok({ merchantProviderResponse: { kycSwitchValue: on ? "Y" : "N", kycFree: "N" }, popUpContentResponse: [] });

/** The identity verification form: id type (a choice), id number, real name (payee) and an optional birthday. */
const kycFieldList = [
  { fieldId: "ID_TYPE", required: true, options: ["NATIONAL_ID", "PASSPORT"] },
  { fieldId: "ID", required: true },
  { fieldId: "WITHDRAWER_NAME", required: true },
  { fieldId: "DATE_OF_BIRTH", required: false },
];

/** Everything /m/member/realName asks while the form shows: the setting, the status, the fields and the rules (idNumber: 6-20 letters or digits). */
export const kycHandlers = (status = kycStatus("NOT_VERIFIED")): Handlers => ({
  "GET /wps/relay/MCSFE_getCustomerKycMerchantSetting": kycSetting(),
  "GET /wps/relay/MCSFE_getCustomerKycStatus": status,
  "GET /wps/relay/MCSFE_getDictionaryIdTypeAndKycFields": ok(kycFieldList),
  "GET /wps/system/settings/consolidated": consolidatedSettings({
    register: {
      idNumber: { acceptedPattern: "^[A-Za-z0-9]+$", minLength: 6, maxLength: 20, patternId: 14, required: false, fieldEnabled: true },
      payeeName: { acceptedPattern: "*", minLength: 2, maxLength: 40, patternId: 7, message: "info_real_name", required: false, fieldEnabled: true },
    },
  }),
});

/** GET /wps/system/setting/register: the rows the personal info form checks by. */
export const registrationRows = ok({
  agreeDefault: true,
  ageLimit: 18,
  captchaEnabled: true,
  fields: {
    nickname: { enabled: true, required: false, acceptedPattern: "*", minLength: 1, maxLength: 20, patternId: 13 },
    email: { enabled: true, required: false, acceptedPattern: "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$", minLength: 5, maxLength: 64, patternId: 5 },
    payeeName: { enabled: false, required: false, acceptedPattern: "*", minLength: 2, maxLength: 40, patternId: 7 },
  },
});

const avatarOptions = [1, 2, 3].map((n) => ({ iconId: `avatar-${n}`, url: `/mock-assets/avatars/avatar-${n}.svg` }));
export const headerIcon = (iconId: string | null) =>
  ok({ headerIcon: iconId === null ? null : `/mock-assets/avatars/${iconId}.svg`, iconId, options: avatarOptions });
