// Spec §4/§9: the last status is cached locally and shown at once while a
// fresh one loads in the background.
import { localKeys, readJson, writeJson } from "../../lib/storage.ts";
import type { SystemStatus } from "./status-code.ts";

function isSystemStatus(value: unknown): value is SystemStatus {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.maintenance === "boolean" && typeof v.regionRestriction === "boolean";
}

export function readCachedStatus(): SystemStatus | undefined {
  return readJson("local", localKeys.systemStatus, isSystemStatus) ?? undefined;
}

export function cacheStatus(status: SystemStatus): void {
  writeJson("local", localKeys.systemStatus, status);
}
