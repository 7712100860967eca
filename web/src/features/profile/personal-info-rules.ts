import { birthdayRule, emailRule, formatOnly, ruleFromServer, type FieldRule, type ServerRuleRow } from "@platform/machines";

const PERSONAL_INFO_FIELDS = ["nickname", "email", "payeeName", "birthday"] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type PersonalInfoValues = Record<PersonalInfoField, string>;

const messages = { requiredMessage: "field_required", message: "field_format_incorrect" } as const;

/** Without a server row: the contract's bounds (nickname ≤ 20, payee name 2-40). */
const fallbackRows: Record<"nickname" | "payeeName", ServerRuleRow> = {
  nickname: { required: false, acceptedPattern: "*", minLength: 1, maxLength: 20 },
  payeeName: { required: false, acceptedPattern: "*", minLength: 2, maxLength: 40 },
};

/**
 * The personal info form's rules: the server's field table (GET
 * /wps/system/setting/register, the same rows registration checks) for
 * nickname, payee name and email, the spec's birthday range (1900 to the end
 * of this year, YYYY-MM-DD). Every field is optional here: only what the
 * member changes is sent.
 */
export function personalInfoRules(rows: Partial<Record<PersonalInfoField, ServerRuleRow>> | undefined, today: Date): Record<PersonalInfoField, FieldRule> {
  const row = (field: "nickname" | "payeeName" | "email") => {
    const given = rows?.[field];
    return given === undefined ? undefined : { ...given, required: false };
  };
  const email = row("email");
  return {
    nickname: ruleFromServer(row("nickname") ?? fallbackRows.nickname, messages),
    payeeName: ruleFromServer(row("payeeName") ?? fallbackRows.payeeName, messages),
    email: email === undefined ? formatOnly(emailRule) : ruleFromServer(email, { requiredMessage: "enter_email", message: "email_incorrect" }),
    birthday: birthdayRule(today),
  };
}

/** What the member info holds, as the form's starting values ("" for unset). */
export function personalInfoValues(info: Partial<Record<PersonalInfoField, string | null | undefined>>): PersonalInfoValues {
  return {
    nickname: info.nickname ?? "",
    email: info.email ?? "",
    payeeName: info.payeeName ?? "",
    birthday: info.birthday ?? "",
  };
}

/** The body of POST /wps/member/info: only the fields changed to a value (trimmed); undefined when nothing changed. */
export function changedFields(before: PersonalInfoValues, after: PersonalInfoValues): Partial<PersonalInfoValues> | undefined {
  const changes: Partial<PersonalInfoValues> = {};
  for (const field of PERSONAL_INFO_FIELDS) {
    const value = after[field].trim();
    if (value !== "" && value !== before[field]) changes[field] = value;
  }
  return Object.keys(changes).length === 0 ? undefined : changes;
}
