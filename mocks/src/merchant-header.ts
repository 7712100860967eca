// Typed entry to merchant-header.cjs for the sandbox: one implementation,
// loaded by Prism's preload (CommonJS) and here.
import { createRequire } from "node:module";

interface MerchantRefusal {
  status: 400;
  body: { success: false; errorCode: string; message: string };
}

const require = createRequire(import.meta.url);
const shared = require("./merchant-header.cjs") as {
  DEFAULT_MERCHANT: string;
  merchantRefusal(header: string | null | undefined, configured: string): MerchantRefusal | undefined;
};

export const DEFAULT_MERCHANT: string = shared.DEFAULT_MERCHANT;
export const merchantRefusal = shared.merchantRefusal;
