// Types of test-reports.mjs, for its test (tests/test-reports.test.ts).
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface TestTime {
  name: string;
  ms: number;
  error: string | null;
}
export declare function vitestCounts(file: string): Counts;
export declare function playwrightCounts(file: string): Counts;
export declare function vitestTests(file: string, cwd?: string): TestTime[];
export declare function playwrightTests(file: string): TestTime[];
export declare function failureReport(tests: readonly Pick<TestTime, "name" | "error">[], linesEach?: number): string;
