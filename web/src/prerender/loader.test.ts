import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, loaderScript } from './loader';

const ENTRY = '/static/js/index-abc.js';
const MODULES = ['/static/js/react-1.js', '/static/js/services-2.js', '/static/js/text-3.js'];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A window whose paint timing, visibility and frames the test drives. */
function fakeWindow(options: { paintTiming: boolean; visibility?: DocumentVisibilityState }) {
  const observers: PaintCallback[] = [];
  const disconnect = vi.fn();
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(options.visibility ?? 'visible');
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'longtask'] : ['longtask'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const win = {
    document,
    HTMLLinkElement: window.HTMLLinkElement,
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect },
      ),
    );
  return { win, paint, disconnect, frames };
}

const scripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((element) =>
    element.getAttribute('src'),
  );
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((element) =>
    element.getAttribute('href'),
  );

describe('loadApp, the pre-rendered page loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('adds nothing before the first contentful paint, then one preload per task, then the entry', () => {
    const { win, paint, disconnect } = fakeWindow({ paintTiming: true });
    loadApp(win, ENTRY, MODULES);
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual([]);

    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    // The entry's download starts first; the script that runs it comes last.
    expect(preloads()).toEqual([ENTRY]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([ENTRY, MODULES[0]]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([ENTRY, ...MODULES.slice(0, 2)]);
    expect(scripts()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual([ENTRY, ...MODULES]);
    expect(scripts()).toEqual([ENTRY]);
    // Every module is linked before the app's first import() looks for them.
    expect(document.head.lastElementChild?.tagName).toBe('SCRIPT');
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.crossOrigin).toBe('');
  });

  it('starts once, even when the paint comes after the 3 s fallback', () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    loadApp(win, ENTRY, MODULES);
    vi.advanceTimersByTime(2999);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual([ENTRY]);
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(scripts()).toEqual([ENTRY]);
    expect(preloads()).toEqual([ENTRY, ...MODULES]);
  });

  it('waits for a frame where the browser has no paint timing', () => {
    const { win, frames } = fakeWindow({ paintTiming: false });
    loadApp(win, ENTRY, MODULES);
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    vi.runAllTimers();
    expect(scripts()).toEqual([ENTRY]);
    expect(preloads()).toEqual([ENTRY, ...MODULES]);
  });

  it('adds everything at once in a hidden tab, which paints nothing and runs timers rarely', () => {
    const { win } = fakeWindow({ paintTiming: true, visibility: 'hidden' });
    loadApp(win, ENTRY, MODULES);
    expect(scripts()).toEqual([ENTRY]);
    expect(preloads()).toEqual([ENTRY, ...MODULES]);
  });

  it('inlines as a self-contained script that cannot end its own <script> element', () => {
    const html = loaderScript(ENTRY, ['/static/js/</script><b>.js']);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const source = html.slice('<script>'.length, -'</script>'.length);
    const { win } = fakeWindow({ paintTiming: true, visibility: 'hidden' });
    // Evaluated with nothing from this module in scope, as the browser does.
    new Function('window', source)(win);
    expect(scripts()).toEqual([ENTRY]);
    expect(preloads()).toEqual([ENTRY, '/static/js/</script><b>.js']);
  });
});
