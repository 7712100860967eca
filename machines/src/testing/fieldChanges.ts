// Test-only: the field.change events that type `values`, one per field.
export function fieldChanges<F extends string>(values: Readonly<Partial<Record<F, string>>>) {
  return (Object.entries(values) as [F, string][]).map(([field, value]) => ({ type: "field.change" as const, field, value }));
}
