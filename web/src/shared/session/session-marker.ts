/**
 * A mark of one login for flags that must come once per login (home's login
 * pop-ups, the agent prompts). Never the token, which must not be
 * copied out of MC_SESSION_INFO; a hash (FNV-1a, 32 bits) of the user name
 * and the session's trace id, which say nothing a flag would leak.
 */
export function sessionMarker(session: { readonly userName: string; readonly spanId?: string }): string {
  let hash = 0x811c9dc5;
  for (const char of `${session.userName}\u0000${session.spanId ?? ""}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
