import type { PlatformClient } from "../client.ts";
import { unwrap, type EnvelopeValue, type FetchResultLike } from "../unwrap.ts";
import { encryptPayload, type EncryptedRequest } from "./encrypt-payload.ts";
import { forgetRsaModulus, getRsaModulus } from "./rsa-key-cache.ts";

/**
 * Encrypts `payload` with the client's cached RSA key, lets `send` make the
 * typed call and unwraps the envelope. Any failure drops the cached key.
 */
export async function sendEncrypted<R extends FetchResultLike>(
  client: PlatformClient,
  payload: unknown,
  send: (request: EncryptedRequest) => Promise<R>,
): Promise<EnvelopeValue<R>> {
  const modulus = await getRsaModulus(client);
  try {
    return await unwrap(send(encryptPayload(modulus, payload)));
  } catch (error) {
    forgetRsaModulus(client);
    throw error;
  }
}
