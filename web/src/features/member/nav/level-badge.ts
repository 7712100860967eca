import type { components } from "@platform/sdk";

type MemberInfo = components["schemas"]["MemberInfo"];

/**
 * The level the navigation bar shows beside the name (spec §2 "level icon"):
 * member info's clubLabel name (recorded live as VIP0), else the
 * level number; nothing for a member with no VIP level (VIP0, level 0).
 */
export function levelBadge(info: Pick<MemberInfo, "clubLabel" | "vipLevel"> | undefined, numbered: (level: number) => string): string | null {
  const name = info?.clubLabel?.labelName;
  if (name) return /^VIP0$/i.test(name) ? null : name;
  return info?.vipLevel ? numbered(info.vipLevel) : null;
}
