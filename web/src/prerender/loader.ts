/**
 * How a pre-rendered page starts the app (docs/architecture.md §5.1). scripts/build-web.mjs
 * inlines `loaderScript()` at the end of each page's <body>; the page has no module script of
 * its own, so a slow phone paints the page before it downloads or runs any JavaScript.
 *
 * `loadApp` waits for the browser's first contentful paint (a PerformanceObserver), then adds a
 * modulepreload for the entry and, one per task, for every other module of the shell and the
 * page, and only then the entry script: one append can take a few milliseconds on a slow phone,
 * and forty of them in one task would block the page the visitor is reading. Were the script
 * added first, the app's first `import()` would append every link still missing in one task
 * (Vite's preload helper: a 200-490 ms task at 4x CPU in a trace). Without paint timing it waits
 * for a frame; a hidden tab (which paints nothing) starts at once, adding everything in one go;
 * a page that has not painted after 3 s starts anyway.
 *
 * It is inlined as source text (`Function.prototype.toString`), so it must use nothing from
 * outside its own body: no imports, no helpers, only its arguments.
 */
export function loadApp(
  win: Window & typeof globalThis,
  entry: string,
  modules: readonly string[],
): void {
  const doc = win.document;
  let started = false;
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    doc.head.appendChild(element);
  };
  const link = (href: string) => {
    const element = doc.createElement('link');
    element.rel = 'modulepreload';
    element.href = href;
    add(element);
  };
  const run = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  const preload = (index: number) => {
    const href = modules[index];
    if (href === undefined) {
      run();
      return;
    }
    link(href);
    win.setTimeout(() => preload(index + 1), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    link(entry);
    // A hidden tab blocks no one, and runs timers only once a second: all at once there.
    if (doc.visibilityState === 'hidden') {
      modules.forEach(link);
      run();
    } else win.setTimeout(() => preload(0), 0);
  };
  const types = (win.PerformanceObserver && win.PerformanceObserver.supportedEntryTypes) || [];
  if (doc.visibilityState === 'hidden') start();
  else if (types.indexOf('paint') >= 0) {
    new win.PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    win.setTimeout(start, 3000);
  } else win.requestAnimationFrame(() => win.setTimeout(start, 0));
}

/** The inline <script> that runs `loadApp` on a page for its entry and its other modules. */
export function loaderScript(entry: string, modules: readonly string[]): string {
  const source = `(${loadApp.toString()})(window, ${JSON.stringify(entry)}, ${JSON.stringify(modules)});`;
  return `<script>${source.replace(/<\//g, '<\\/')}</script>`;
}
