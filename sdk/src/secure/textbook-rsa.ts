// Asymmetric half of an encrypted call, as the real client's "RSA in
// JavaScript" library does it (reference §2.3): no padding, e = 65537, the
// reversed key's characters packed little-endian into one number, and the
// result as lower-case hex in whole 16-bit digits (its biToHex pads each
// digit to four hex characters).
const PUBLIC_EXPONENT = 65537n;

export function rsaEncryptKey(modulusHex: string, key: string): string {
  const modulus = BigInt(`0x${modulusHex}`);
  const reversed = [...key].reverse();
  let message = 0n;
  reversed.forEach((char, index) => {
    message += BigInt(char.charCodeAt(0) & 0xff) << BigInt(8 * index);
  });
  const cipher = modPow(message, PUBLIC_EXPONENT, modulus);
  const hex = cipher.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, "0");
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
