// What a member type means (4 trial; 0, 1, 2 real members; 40/41/42 and
// the two agent readings of spec §6) is decided once, in shared/session/roles.ts
// (roleOf, isRealMember, isAgentIn…). A raw `session.type === 4` elsewhere was a
// second reading of the same table.
const message = "Ask shared/session (roleOf(session) === \"trial\", isRealMember, isContractAgent, gate…), not session.type against a number: spec §6's types are read once, in roles.ts.";

const typeCode = "/^(0|1|2|4|40|41|42)$/";

export default {
  id: "member-type",
  message,
  ignores: ["web/src/shared/session/roles.ts"],
  selectors: [
    // session.type === 4, and session?.type === 4 (a ChainExpression around the member)
    `BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='type'], [left.expression.property.name='type'])[right.raw=${typeCode}]`,
    `BinaryExpression[operator=/^[!=]==?$/]:matches([right.property.name='type'], [right.expression.property.name='type'])[left.raw=${typeCode}]`,
  ],
  examples: {
    bad: [
      { file: "web/src/features/trial/use-start-trial.ts", code: 'import { authStore } from "../../stores/auth.ts";\nexport const isTrial = () => authStore.session?.type === 4;' },
      { file: "web/src/features/agent/agent-check.ts", code: "export const notAgent = (session: { type: number }) => 40 == session.type;" },
    ],
    good: [
      { file: "web/src/shared/session/roles.ts", code: 'export const role = (session: { type: number }) => (session.type === 4 ? "trial" : "member");' },
      { file: "web/src/features/trial/use-start-trial.ts", code: 'import { roleOf } from "../../shared/session/index.ts";\nimport { authStore } from "../../stores/auth.ts";\nexport const isTrial = () => roleOf(authStore.session) === "trial";' },
      { file: "web/src/features/messages/kind.ts", code: 'export const isNotice = (message: { type: string }) => message.type === "4A";' },
    ],
  },
};
