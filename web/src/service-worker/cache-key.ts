// The API cache's key: the URL plus who asked and in which language. Two
// members on one phone never see each other's member info, and a language
// change never shows the other language's game names. The token itself is
// not kept in the key: a SHA-256 digest of it is.

/** Headers that change an answer of the same URL. */
const VARYING = ["Authorization", "Language", "Merchant", "Prefer"] as const;

/** The key's parameter that tells whose answer an entry is (the digest of the Authorization header). */
export const MEMBER_KEY_PARAM = "__sw_authorization";

export async function apiCacheKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  for (const name of VARYING) {
    const value = request.headers.get(name);
    if (!value) continue;
    url.searchParams.set(`__sw_${name.toLowerCase()}`, name === "Authorization" ? await tokenDigest(value) : value);
  }
  return url.href;
}

/** What the key holds for a token (the SDK sends the raw token as Authorization). */
export async function tokenDigest(value: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  return Array.from(bytes.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}
