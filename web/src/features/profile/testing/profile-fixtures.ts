import { ok } from "../../../testing/fixtures.ts";

export const realNameRulesRows = {
  realName: { enabled: true, required: true, acceptedPattern: "^[\\u4e00-\\u9fa5A-Za-z·. ]{2,30}$", minLength: 2, maxLength: 30, patternId: 7 },
  idNumber: { enabled: true, required: true, acceptedPattern: "^([0-9]{17}[0-9Xx]|[A-Z0-9]{6,18})$", minLength: 6, maxLength: 18, patternId: 9 },
};

export const realName = (status: string, extra: Record<string, unknown> = {}) =>
  ok({ status, realName: null, idNumber: null, submittedAt: null, rejectReason: null, rules: realNameRulesRows, ...extra });
