// zod, configured for the app's Content-Security-Policy (web/security-headers.ts):
// zod 4 compiles object parsers with `new Function` unless told not to, and its
// probe for that is an eval the CSP refuses and reports. Import `z` from here.
import { z } from "zod";

z.config({ jitless: true });

export { z };
