/** The promotion of /m/activity/apply?id={id}: a positive whole number, or undefined. */
export function promotionIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("id") ?? "";
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** Whether the apply form shows: before any application and after a rejection (apply again). */
export function canApply(status: string): boolean {
  return status === "NONE" || status === "REJECTED";
}
