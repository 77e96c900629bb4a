// Reads the JSON reports the test runners leave in one folder (vitest: unit.json,
// emulators-rules.json and emulators.json; Playwright: e2e.json) into one count and one list of
// failed tests.
// Failed tests are listed by name and first error line because a log that keeps only its tail
// (CI) must still say which tests failed and why.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// ANSI colour codes from the runners would only clutter a plain log.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const firstLine = (message = '') =>
  String(message)
    .replace(ANSI, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

function readVitest(report, root, totals) {
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      totals.failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (import error, failing beforeAll) has only a message.
    if (file.status === 'failed' && failed.length === 0) {
      totals.failures.push(`${where}: ${firstLine(file.message)}`);
      totals.failed += 1;
    }
  }
}

/** Each error of a Playwright result: its first line and where in the spec it happened. */
function playwrightErrors(result) {
  const errors = result?.errors?.length ? result.errors : result?.error ? [result.error] : [];
  return errors
    .map((error) => {
      const at = error.location
        ? ` (at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})`
        : '';
      return `${firstLine(error.message)}${at}`;
    })
    .join(' | ');
}

function readPlaywright(report, totals) {
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].join(' > ');
        if (test.status === 'unexpected') {
          totals.failures.push(`${spec.file} > ${name}: ${playwrightErrors(test.results?.at(-1))}`);
        } else if (test.status === 'flaky') {
          // Passed on its retry: listed with what failed the first time.
          totals.flaky.push(`${spec.file} > ${name}: ${playwrightErrors(test.results?.[0])}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are files; their titles are the file names already on each spec.
  for (const file of report.suites ?? []) walk(file, []);
}

/** { passed, failed, skipped, failures: string[], flaky: string[] } over every report found in `folder`. */
export function readTestReports(folder, root) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] };
  for (const name of ['unit.json', 'emulators-rules.json', 'emulators.json']) {
    const report = readJson(join(folder, name));
    if (report) readVitest(report, root, totals);
  }
  const e2e = readJson(join(folder, 'e2e.json'));
  if (e2e) readPlaywright(e2e, totals);
  return totals;
}
