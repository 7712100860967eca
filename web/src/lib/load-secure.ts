// The encrypted calls (node-forge) as their own chunk, for every feature that sends
// them (account forms, withdraw, bank card, withdrawal password, points mall, open
// account): fetched when an encrypting call is made (or a form is first focused), and
// that call awaits it; a failed fetch is the network failure it is, asked again next
// time (lib/load-once.ts). No screen's first load holds the crypto
// (tests/first-load-graph.test.ts).
import type * as Secure from "@platform/sdk/secure";
import { loadOnce } from "./load-once.ts";

export type SecureModule = typeof Secure;

/** The encryption module. */
export const loadSecure = loadOnce((): Promise<SecureModule> => import("@platform/sdk/secure"));
