import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The functions deploy on the runtime firebase.json names. Cloud Functions refuses to deploy one
// it has decommissioned (Node.js 20 on 2026-10-30), so `firebase deploy` would fail long after
// every test here passed on the emulator, which runs them on this machine's Node whatever the
// setting. firebase-tools' own table of runtimes, dated, tells.
const ROOT = join(import.meta.dirname, '..');
const require = createRequire(join(ROOT, 'package.json'));
const { RUNTIMES } = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
  RUNTIMES: Record<string, { status: string; deprecationDate: string; decommissionDate: string }>;
};
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  functions: { runtime: string }[];
};
const functionsPackage = JSON.parse(
  readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8'),
) as { engines: { node: string } };

describe('the functions runtime', () => {
  const [codebase] = firebaseJson.functions;
  const runtime = codebase!.runtime;

  it('is one Cloud Functions still deploys, and not deprecated yet', () => {
    const entry = RUNTIMES[runtime];
    expect(entry, `${runtime} is not a runtime firebase-tools knows`).toBeDefined();
    expect(entry!.status).toBe('GA');
    const today = new Date().toISOString().slice(0, 10);
    expect(
      entry!.deprecationDate > today,
      `${runtime} is deprecated since ${entry!.deprecationDate} (decommissioned ${entry!.decommissionDate}): move firebase.json and functions/package.json to a newer one`,
    ).toBe(true);
  });

  it('is the Node major the functions package declares', () => {
    expect(runtime).toBe(`nodejs${functionsPackage.engines.node}`);
  });
});
