// The member feature's public surface (issue 16 needs the balance with hide/mask for agent home).
export { Balance } from "./balance.tsx";
export { useMemberInfo } from "./api/get-member-info.ts";
