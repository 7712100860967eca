// Loaded into Prism's own process (`node --require <this> prism ...`, see
// prism.ts). Real clients of this platform send an encrypted body as the raw
// Base64 ciphertext with `Content-Type: application/json` (reference §2.6:
// the legacy jQuery client, a registration script), and the platform accepts
// it. Prism's HTTP server parses such a body with micri's `json()`, which
// throws "Invalid JSON" and answers 400 before request validation even runs
// (stoplightio/prism#2664). Here `json()` falls back to the body's text when
// it is not JSON, so Prism validates it like any other body: against the
// contract's `EncryptedText` (a Base64 string) it passes, against an object
// schema it fails with Prism's usual 422. Nothing else changes.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload for CommonJS Prism
const Module = require("node:module");

const originalLoad = Module._load;
let patched;

Module._load = function load(request, parent, isMain) {
  const loaded = originalLoad.call(this, request, parent, isMain);
  if (request !== "micri") return loaded;
  if (!patched) {
    // micri's exports are read-only getters: copy them and replace `json`.
    patched = { ...loaded };
    patched.json = async (req, options) => {
      const text = await loaded.text(req, options);
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    };
  }
  return patched;
};
