import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` enforces the web app's layers (eslint.config.js, BOUNDARY_ZONES) and forbids
// import cycles. These cases lint made-up files at real paths, as the lint run would.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await ruleErrors(
      'web/src/features/booking/components/uses-services.tsx',
      "export { ServiceCard } from '../../services/components/service-card';\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports no other feature/),
    ]);
  });

  it('lets a feature import its own files, components, lib and the domain', async () => {
    const errors = await ruleErrors(
      'web/src/features/booking/components/uses-own.tsx',
      [
        "export { SlotChooser } from './slot-chooser';",
        "export { Button } from '../../../components/button';",
        "export { errorCode } from '../../../lib/error-code';",
        "export { ROUTES } from '@centre/domain/routes';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('fails components/ and lib/ that import a feature or the app', async () => {
    const fromComponent = await ruleErrors(
      'web/src/components/uses-feature.tsx',
      "export { ServiceCard } from '../features/services/components/service-card';\n",
    );
    const fromLib = await ruleErrors(
      'web/src/lib/uses-app.ts',
      "export { pageLoaders } from '../app/page-loaders';\n",
    );
    for (const errors of [fromComponent, fromLib]) {
      expect(errors).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*components\/ and lib\/ are shared/,
        ),
      ]);
    }
  });

  it('fails data/ that imports a feature', async () => {
    const errors = await ruleErrors(
      'web/src/data/services/list-services.ts',
      "export { ServiceCard } from '../../features/services/components/service-card';\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*data\/ imports only domain/),
    ]);
  });

  it('fails react-hot-toast imported anywhere but lib/toast.ts, whose loading mounts the toast host', async () => {
    const code = "export { default as toast } from 'react-hot-toast';\n";
    for (const file of [
      'web/src/features/tasks/components/sends-toast.tsx',
      'web/src/lib/sends-toast.ts',
      'web/src/data/tasks/sends-toast.ts',
    ]) {
      expect(await ruleErrors(file, code)).toEqual([
        expect.stringMatching(
          /^no-restricted-imports: .*Send toasts with web\/src\/lib\/toast\.ts/,
        ),
      ]);
    }
    expect(await ruleErrors('web/src/lib/toast.ts', code)).toEqual([]);
    // The firebase rule of the same block still holds beside it.
    expect(
      await ruleErrors(
        'web/src/components/reads.ts',
        "export { getDoc } from 'firebase/firestore';\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Import Firebase only/)]);
  });

  it('fails an import cycle', async () => {
    // form-reference-fields.tsx imports text-input.tsx: text-input importing it back closes a loop.
    const errors = await ruleErrors(
      'web/src/components/text-input.tsx',
      "export { ReferenceFields } from './form-reference-fields';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
