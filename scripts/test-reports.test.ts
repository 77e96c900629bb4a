import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTestReports } from './lib/test-reports.mjs';

// npm test's summary (scripts/test.mjs) is what CI keeps of a run: it must name each failed and
// each flaky e2e test with its errors and the spec line where each happened.
function playwrightReport() {
  const location = (line: number) => ({
    file: '/repo/tests/e2e/renewals.spec.ts',
    line,
    column: 3,
  });
  return {
    stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
    suites: [
      {
        title: 'renewals.spec.ts',
        specs: [
          {
            title: 'a manager moves a renewal',
            file: 'renewals.spec.ts',
            tests: [
              {
                status: 'unexpected',
                results: [
                  { errors: [{ message: 'Test timeout of 180000ms exceeded.' }] },
                  {
                    errors: [
                      { message: '\u001b[31mTest timeout of 180000ms exceeded.\u001b[39m' },
                      {
                        message:
                          'Error: locator.click: Test timeout of 180000ms exceeded.\nCall log:\n  - waiting',
                        location: location(101),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            title: 'a visitor requests a renewal',
            file: 'renewals.spec.ts',
            tests: [
              {
                status: 'flaky',
                results: [
                  {
                    errors: [
                      { message: 'expect(locator).toHaveText failed\n…', location: location(60) },
                    ],
                  },
                  { errors: [] },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('readTestReports', () => {
  it('names failed and flaky e2e tests with every error and its spec line, and counts them', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reports-'));
    writeFileSync(join(folder, 'e2e.json'), JSON.stringify(playwrightReport()));
    const totals = readTestReports(folder, '/repo');
    expect(totals).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
      failures: [
        'renewals.spec.ts > a manager moves a renewal: Test timeout of 180000ms exceeded. | ' +
          'Error: locator.click: Test timeout of 180000ms exceeded. (at e2e/renewals.spec.ts:101)',
      ],
      flaky: [
        'renewals.spec.ts > a visitor requests a renewal: expect(locator).toHaveText failed (at e2e/renewals.spec.ts:60)',
      ],
    });
  });

  it('adds up the vitest reports of the unit tests and of both emulator runs, naming each failure', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reports-'));
    const vitestReport = (file: string, passed: number, failedTest?: string) => ({
      numPassedTests: passed,
      numFailedTests: failedTest ? 1 : 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: `/repo/${file}`,
          status: failedTest ? 'failed' : 'passed',
          assertionResults: failedTest
            ? [{ status: 'failed', fullName: failedTest, failureMessages: ['\nexpected true'] }]
            : [],
        },
      ],
    });
    writeFileSync(join(folder, 'unit.json'), JSON.stringify(vitestReport('web/a.test.ts', 10)));
    writeFileSync(
      join(folder, 'emulators-rules.json'),
      JSON.stringify(vitestReport('tests/rules/jobs.rules.test.ts', 20, 'jobs denies the agent')),
    );
    writeFileSync(
      join(folder, 'emulators.json'),
      JSON.stringify(vitestReport('tests/functions/jobs.test.ts', 3)),
    );
    expect(readTestReports(folder, '/repo')).toEqual({
      passed: 33,
      failed: 1,
      skipped: 0,
      failures: ['tests/rules/jobs.rules.test.ts > jobs denies the agent: expected true'],
      flaky: [],
    });
  });
});
