// The 16-character DES key of an encrypted call (reference §2.2). The
// alphabet is the real client's, quirk included: 61 characters with `T`
// twice and no `Y` or `j`; the server only needs a 16-character string, so
// keeping it changes nothing on the wire. Drawn with crypto.getRandomValues,
// not Math.random as the real client did.
export const KEY_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz";
export const KEY_LENGTH = 16;

/** Fills the array with random bytes, like crypto.getRandomValues. */
export type RandomSource = (bytes: Uint8Array) => Uint8Array;

export const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function drawKey(random: RandomSource = cryptoRandom): string {
  // Bytes at or above 244 (= 4 x 61) are dropped so every character is equally likely.
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let key = "";
  while (key.length < KEY_LENGTH) {
    for (const byte of random(new Uint8Array(KEY_LENGTH * 2))) {
      if (byte < limit && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}
