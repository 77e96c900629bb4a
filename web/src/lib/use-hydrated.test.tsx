import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateMarkup } from '../test/hydrate';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'as built'}</p>;
}

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false when pre-rendered, false while hydrating that markup (no mismatch), then true', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as built');
    const { container, errors } = await hydrateMarkup(html, <Probe />);
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, false, true]);
    expect(container).toHaveTextContent('live');
  });

  it('is true from the first render of a page rendered on the client', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(seen).toEqual([true]);
  });
});
