import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateMarkup } from '../test/hydrate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryRenderDay, localToday, usePageToday } from './page-today';

const seen: string[] = [];
function Probe() {
  const today = usePageToday();
  seen.push(today);
  return <p>{today}</p>;
}

afterEach(() => {
  seen.length = 0;
  carryRenderDay(null);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the page’s today', () => {
  it('writes today on the visitor’s calendar', () => {
    expect(localToday(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });

  it('is the build’s day while a page built days ago hydrates (no mismatch), then today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 5, 12));
    carryRenderDay(localToday());
    const html = renderToString(<Probe />);
    expect(html).toContain('2030-01-05');

    vi.setSystemTime(new Date(2030, 0, 8, 9));
    const { container, errors } = await hydrateMarkup(html, <Probe />);
    expect(errors).toEqual([]);
    expect(seen).toEqual(['2030-01-05', '2030-01-05', '2030-01-08']);
    expect(container).toHaveTextContent('2030-01-08');
  });

  it('is today on a page rendered in the browser, whatever a pre-render carried', async () => {
    carryRenderDay('2000-01-01');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(seen).toEqual([localToday()]);
  });
});
