import type { Language } from '@centre/domain/constants';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { serviceKeys } from '../data/services/keys';

/**
 * What a pre-rendered page (scripts/build-web.mjs) hands to the app, as JSON in
 * <script type="application/json" id="centre-prerender">: the language it was rendered in, the
 * router's data, the query cache it rendered from and the texts it formatted (lib/carried-text.ts).
 * main.tsx hydrates with exactly this, so the first client render is the server's.
 */
export interface PrerenderState {
  language: Language;
  router: HydrationState;
  queries: DehydratedState;
  /** each date, fee and time the page formatted, by what it formatted (lib/carried-text.ts) */
  texts: Record<string, string>;
  /** the day it was rendered on, YYYY-MM-DD (lib/page-today.ts) */
  today: string;
  /**
   * the words' namespaces its render read: the client loads them all before it hydrates, so no
   * part of the page waits behind a Suspense boundary for its words while the rest is live (a
   * language switched then would change words React has not taken over yet: React #418)
   */
  namespaces?: string[];
}

/**
 * The query cache a page hands to an app that speaks `language`: all of it when that is the
 * page's. The catalogue a page carries is in its own language only (entry-server's
 * inPageLanguage: Kiswahili words in place of the English ones), so an app rendering the page in
 * the other language reads the catalogue afresh rather than show it in the wrong language.
 */
export function queriesFor(state: PrerenderState, language: Language): DehydratedState {
  if (language === state.language) return state.queries;
  return {
    ...state.queries,
    queries: state.queries.queries.filter((query) => query.queryKey[0] !== serviceKeys.all[0]),
  };
}

/** How a Date stands in the state's JSON: `{"$date": "<ISO 8601>"}`. */
const DATE_KEY = '$date';

/**
 * A query's data as JSON keeps (dehydrate's `serializeData`): each Date (a job's publishedAt, as
 * the converter reads its Timestamp) becomes `{"$date": iso}`, which JSON.stringify would
 * otherwise flatten to a string the page could not tell from text.
 */
export function serializeStateData(data: unknown): unknown {
  if (data instanceof Date) {
    return { [DATE_KEY]: Number.isNaN(data.getTime()) ? null : data.toISOString() };
  }
  if (Array.isArray(data)) return data.map(serializeStateData);
  if (isPlainObject(data)) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, serializeStateData(value)]),
    );
  }
  return data;
}

/** The reverse of serializeStateData (hydrate's `deserializeData`). */
export function deserializeStateData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(deserializeStateData);
  if (!isPlainObject(data)) return data;
  const keys = Object.keys(data);
  if (keys.length === 1 && keys[0] === DATE_KEY) {
    const iso = data[DATE_KEY];
    return new Date(typeof iso === 'string' ? iso : Number.NaN);
  }
  return Object.fromEntries(keys.map((key) => [key, deserializeStateData(data[key])]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export const PRERENDER_STATE_ID = 'centre-prerender';

/**
 * A pre-rendered page's #root sits in <fieldset disabled id="prerender-gate"> (display:
 * contents): its links work at once, its form controls only once React has taken over, so
 * nothing typed or pressed before that is lost. The app opens it (OpenPrerenderGate).
 *
 * A page with a form says so while the gate is closed (on a slow connection that is seconds):
 * the fieldset is aria-busy and a line (#prerender-gate-status, role="status") says the form is
 * being made ready. Both are outside #root, so React's first render is the server's, and the line
 * is fixed to the bottom of the screen, so nothing moves when it goes.
 */
export const PRERENDER_GATE_ID = 'prerender-gate';
export const PRERENDER_GATE_STATUS_ID = 'prerender-gate-status';

/** Text made safe inside HTML elements and attribute values (the build's title and noscript too). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The gate around a page's markup (`rootHtml`, what React rendered into #root); `preparing` is
 * the line shown while it is closed, in the page's language, when the page has a form.
 */
export function prerenderGate(rootHtml: string, preparing: string): string {
  const root = `<div id="root">${rootHtml}</div>`;
  if (!/<form[\s>]/.test(rootHtml)) {
    return `<fieldset id="${PRERENDER_GATE_ID}" disabled>${root}</fieldset>`;
  }
  const status = `<p id="${PRERENDER_GATE_STATUS_ID}" class="prerender-gate__status" role="status">${escapeHtml(preparing)}</p>`;
  return `<fieldset id="${PRERENDER_GATE_ID}" disabled aria-busy="true">${status}${root}</fieldset>`;
}

export function openPrerenderGate(doc: Document = document) {
  const gate = doc.getElementById(PRERENDER_GATE_ID);
  gate?.removeAttribute('disabled');
  gate?.removeAttribute('aria-busy');
  doc.getElementById(PRERENDER_GATE_STATUS_ID)?.remove();
}

/**
 * The event (and `data-` attribute of <html>) with which a pre-rendered page's loader
 * (./loader.ts) says it has run every module of the app and the page, file by file.
 */
export const MODULES_RUN = 'centre-modules-run';

/**
 * Resolves once the page's loader has run every module (see MODULES_RUN), so that the app's own
 * import() of its page finds the page's files evaluated instead of evaluating them all in one
 * long task. After `fallbackMs` it resolves anyway: the app then imports what is left itself.
 */
export function modulesRun(doc: Document = document, fallbackMs = 10_000): Promise<void> {
  if (doc.documentElement.hasAttribute(`data-${MODULES_RUN}`)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener(MODULES_RUN, done);
      resolve();
    };
    const timer = setTimeout(done, fallbackMs);
    doc.addEventListener(MODULES_RUN, done);
  });
}

/** The state of a pre-rendered page, or null (the SPA fallback, a page never pre-rendered). */
export function readPrerenderState(doc: Document = document): PrerenderState | null {
  const script = doc.getElementById(PRERENDER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PrerenderState;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
