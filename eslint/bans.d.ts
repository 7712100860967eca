// Types of bans.js for the TypeScript tests that read it (tests/lint-bans.test.ts).
export interface BanExample {
  file: string;
  code: string;
}
export interface Ban {
  id: string;
  message: string;
  files?: string[];
  ignores?: string[];
  selectors: (string | { selector: string; message?: string })[];
  examples: { bad: BanExample[]; good: BanExample[] };
}
export declare const bans: Ban[];
export declare const banConfigs: unknown[];
