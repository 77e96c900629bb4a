export interface TestTotals {
  passed: number;
  failed: number;
  skipped: number;
  /** "file > test: first error line | next error (at spec:line)" for each failed test */
  failures: string[];
  /** the same for each e2e test that failed and then passed on its retry */
  flaky: string[];
}
export declare function readTestReports(folder: string, root: string): TestTotals;
