// @platform/sdk/secure: the encrypted calls (reference §2). A separate entry
// so node-forge is loaded only by the screens that need it.
export { login } from "./login.ts";
export type { LoginPayload, LoginResult } from "./login.ts";
export { encryptPayload, encryptWithKey, normalizeModulus } from "./encrypt-payload.ts";
export type { EncryptedRequest } from "./encrypt-payload.ts";
export { drawKey, cryptoRandom, KEY_ALPHABET, KEY_LENGTH } from "./random-key.ts";
export type { RandomSource } from "./random-key.ts";
export { getRsaModulus, forgetRsaModulus } from "./rsa-key-cache.ts";
export { sendEncrypted } from "./encrypted-call.ts";
