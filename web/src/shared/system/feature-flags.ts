import type { components } from "@platform/sdk";

type WhitelabelNode = components["schemas"]["WhitelabelNode"];
export type FeatureFlag = components["schemas"]["FeatureFlag"];

/** Flattens the module tree to modId → on (`enabled === "1"`); a module under a disabled parent stays as sent. */
export function flattenWhitelabel(root: WhitelabelNode | undefined): ReadonlyMap<string, boolean> {
  const flags = new Map<string, boolean>();
  const visit = (node: WhitelabelNode) => {
    flags.set(node.modId, node.enabled === "1");
    node.childrenNodes.forEach(visit);
  };
  if (root) visit(root);
  return flags;
}

/** A missing module counts as off. */
export function isOn(flags: ReadonlyMap<string, boolean>, flag: FeatureFlag): boolean {
  return flags.get(flag) === true;
}
