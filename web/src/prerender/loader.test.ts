import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, loaderScript } from './loader';
import { MODULES_RUN, modulesRun } from './state';

// In evaluation order: the entry after the files it imports, the page's files after it.
const MODULES = ['/static/js/react-1.js', '/static/js/index-abc.js', '/static/js/services-2.js'];

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
    Event: window.Event,
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
    document.documentElement.removeAttribute(`data-${MODULES_RUN}`);
  });

  it('adds nothing before the first contentful paint, then one preload per task, then the scripts', () => {
    const { win, paint, disconnect } = fakeWindow({ paintTiming: true });
    loadApp(win, MODULES, MODULES_RUN);
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual([]);

    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES.slice(0, 2));
    expect(scripts()).toEqual([]);
    vi.runAllTimers();
    // Every module is linked before the first script can import() any of them.
    expect(preloads()).toEqual(MODULES);
    expect(scripts()).toEqual(MODULES.slice(0, 1));
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.crossOrigin).toBe('');
  });

  it('runs each module in a task after the one before it has run, and goes on past one that fails', async () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    loadApp(win, MODULES, MODULES_RUN);
    paint('first-contentful-paint');
    vi.runAllTimers();
    const added = () => [...document.head.querySelectorAll('script')];
    expect(scripts()).toEqual(MODULES.slice(0, 1));
    added()[0]!.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual(MODULES.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(scripts()).toEqual(MODULES.slice(0, 2));
    added()[1]!.dispatchEvent(new Event('error'));
    vi.advanceTimersToNextTimer();
    expect(scripts()).toEqual(MODULES);
    let run = false;
    void modulesRun(document, 60_000).then(() => (run = true));
    await Promise.resolve();
    expect(run).toBe(false);
    // The last file has run: the app's wait for them ends (no timer: the fallback is a minute
    // away), and a later wait ends at once.
    added()[2]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(run).toBe(true);
    expect(scripts()).toEqual(MODULES);
    expect(document.documentElement.hasAttribute(`data-${MODULES_RUN}`)).toBe(true);
    let again = false;
    void modulesRun(document, 60_000).then(() => (again = true));
    await Promise.resolve();
    expect(again).toBe(true);
  });

  it('lets the app go on after the fallback when the modules never say they ran', async () => {
    let run = false;
    void modulesRun(document, 5000).then(() => (run = true));
    vi.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(run).toBe(false);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(run).toBe(true));
  });

  it('starts once, even when the paint comes after the 3 s fallback', () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    loadApp(win, MODULES, MODULES_RUN);
    vi.advanceTimersByTime(2999);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES.slice(0, 1));
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(scripts()).toEqual(MODULES.slice(0, 1));
    expect(preloads()).toEqual(MODULES);
  });

  it('waits for a frame where the browser has no paint timing', () => {
    const { win, frames } = fakeWindow({ paintTiming: false });
    loadApp(win, MODULES, MODULES_RUN);
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    vi.runAllTimers();
    expect(scripts()).toEqual(MODULES.slice(0, 1));
    expect(preloads()).toEqual(MODULES);
  });

  it('adds everything at once in a hidden tab, which paints nothing and runs timers rarely', () => {
    const { win } = fakeWindow({ paintTiming: true, visibility: 'hidden' });
    loadApp(win, MODULES, MODULES_RUN);
    expect(scripts()).toEqual(MODULES);
    expect(preloads()).toEqual(MODULES);
  });

  it('inlines as a self-contained script that cannot end its own <script> element', () => {
    const html = loaderScript(['/static/js/</script><b>.js', MODULES[0]!]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const source = html.slice('<script>'.length, -'</script>'.length);
    const { win } = fakeWindow({ paintTiming: true, visibility: 'hidden' });
    // Evaluated with nothing from this module in scope, as the browser does.
    new Function('window', source)(win);
    expect(scripts()).toEqual(['/static/js/</script><b>.js', MODULES[0]]);
    expect(preloads()).toEqual(['/static/js/</script><b>.js', MODULES[0]]);
  });
});
