import { MODULES_RUN } from './state';

/**
 * How a pre-rendered page starts the app (docs/architecture.md §5.1). scripts/build-web.mjs
 * inlines `loaderScript()` at the end of each page's <body>; the page has no module script of
 * its own, so a slow phone paints the page before it downloads or runs any JavaScript.
 *
 * `modules` are the app's and the page's files in the order the browser would evaluate them
 * (each after the files it imports; the entry among them). `loadApp` waits for the browser's
 * first contentful paint (a PerformanceObserver), then adds a modulepreload for each, one per
 * task: one append can take a few milliseconds on a slow phone, and forty of them in one task
 * would block the page the visitor is reading. Had a script come first, the app's first
 * `import()` would append every link still missing in one task (Vite's preload helper: a 200-490
 * ms task at 4x CPU in a trace). Then it evaluates them in that order, one module script per
 * file, each once the one before has run (its load event): a browser evaluates a script's whole
 * graph in one task (React, the router, i18next and the app together: 110-170 ms at 4x CPU), and
 * file by file the same work comes in tasks of a few tens of milliseconds, the visitor's input
 * answered in between. A file already evaluated as another's import costs nothing. Without paint
 * timing it waits for a frame; a hidden tab (which paints nothing and runs timers once a second)
 * starts at once, adding every link and script in one go; a page that has not painted after 3 s
 * starts anyway.
 *
 * Once every file has run it marks the document `data-<runEvent>` and dispatches `runEvent`
 * on it.
 *
 * It is inlined as source text (`Function.prototype.toString`), so it must use nothing from
 * outside its own body: no imports, no helpers, only its arguments.
 */
export function loadApp(
  win: Window & typeof globalThis,
  modules: readonly string[],
  runEvent: string,
): void {
  const doc = win.document;
  let started = false;
  let ran = 0;
  // Every file has run (or failed): the app may import its page now without evaluating it all
  // in one task (main.tsx waits for this, modulesRun in ./state).
  const count = () => {
    ran += 1;
    if (ran !== modules.length) return;
    doc.documentElement.setAttribute('data-' + runEvent, '');
    doc.dispatchEvent(new win.Event(runEvent));
  };
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
  const script = (src: string, next?: () => void) => {
    const element = doc.createElement('script');
    element.type = 'module';
    element.src = src;
    element.onload = element.onerror = () => {
      count();
      if (next) win.setTimeout(next, 0);
    };
    add(element);
  };
  // Each in a task of its own: a script added while the one before fires its load event would
  // run in that same task. A file that fails still lets the next run: the app's own imports
  // report the failure.
  const run = (index: number) => {
    const src = modules[index];
    if (src !== undefined) script(src, () => run(index + 1));
  };
  const preload = (index: number) => {
    const href = modules[index];
    if (href === undefined) {
      run(0);
      return;
    }
    link(href);
    win.setTimeout(() => preload(index + 1), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    // A hidden tab blocks no one, and runs timers only once a second: all at once there.
    if (doc.visibilityState === 'hidden') {
      modules.forEach(link);
      modules.forEach((src) => script(src));
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

/** The inline <script> that runs `loadApp` on a page for its modules, in evaluation order. */
export function loaderScript(modules: readonly string[]): string {
  const source = `(${loadApp.toString()})(window, ${JSON.stringify(modules)}, ${JSON.stringify(MODULES_RUN)});`;
  return `<script>${source.replace(/<\//g, '<\\/')}</script>`;
}
