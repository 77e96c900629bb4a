import type { Mock } from 'vitest';

/**
 * firebase/functions for component tests: the api modules run for real and the callable `name`
 * answers with `await fakes[name](input)`; a callable the test has no fake for fails it. Use from
 * a `vi.mock` factory: `vi.mock('firebase/functions', async () =>
 * (await import('../../../test/fake-callables')).fakeCallables(calls))`.
 */
export function fakeCallables(fakes: Readonly<Record<string, Mock>>) {
  return {
    httpsCallable: (_functions: unknown, name: string) => async (input: unknown) => {
      const fake = fakes[name];
      if (!fake) throw new Error(`No fake for ${name}`);
      return { data: await fake(input) };
    },
  };
}
