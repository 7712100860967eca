// The client request id of a money intent (issue 29), sent as the
// Idempotency-Key header: 128 random bits as 32 hex characters, within the
// contract's pattern (8 to 64 of [A-Za-z0-9_-]). getRandomValues, unlike
// randomUUID, works outside secure contexts too.

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
