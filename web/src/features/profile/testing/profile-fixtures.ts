import { ok } from "../../../testing/fixtures.ts";

const realNameRulesRows = {
  realName: { enabled: true, required: true, acceptedPattern: "^[\\u4e00-\\u9fa5A-Za-z·. ]{2,30}$", minLength: 2, maxLength: 30, patternId: 7 },
  idNumber: { enabled: true, required: true, acceptedPattern: "^([0-9]{17}[0-9Xx]|[A-Z0-9]{6,18})$", minLength: 6, maxLength: 18, patternId: 9 },
};

export const realName = (status: string, extra: Record<string, unknown> = {}) =>
  ok({ status, realName: null, idNumber: null, submittedAt: null, rejectReason: null, rules: realNameRulesRows, ...extra });

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
