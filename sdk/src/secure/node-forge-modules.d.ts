// Types for the two node-forge sub-path modules the SDK loads. Importing by
// sub-path keeps node-forge's RSA, X.509 and TLS code out of the bundle
// (TOOLCHAIN.md: 33 kB instead of 77.6 kB gzip); @types/node-forge only
// describes the package root.
declare module "node-forge/lib/util.js" {
  export interface ByteStringBuffer {
    getBytes(count?: number): string;
  }
  const util: {
    createBuffer(input?: string, encoding?: "raw" | "utf8"): ByteStringBuffer;
    encodeUtf8(text: string): string;
    decodeUtf8(bytes: string): string;
    encode64(bytes: string): string;
    decode64(base64: string): string;
  };
  export default util;
}

declare module "node-forge/lib/des.js" {
  import type { ByteStringBuffer } from "node-forge/lib/util.js";
  export interface DesCipher {
    start(options?: { iv?: string | null }): void;
    update(input: ByteStringBuffer): void;
    finish(): boolean;
    readonly output: ByteStringBuffer;
  }
  const des: {
    createEncryptionCipher(key: string, mode?: "ECB" | "CBC"): DesCipher;
    createDecryptionCipher(key: string, mode?: "ECB" | "CBC"): DesCipher;
  };
  export default des;
}
