/**
 * Formatted text a pre-rendered page carries to the client (docs/architecture.md §5.1).
 *
 * The first `Intl` formatter a page makes costs a slow phone one long task (150-280 ms at 4x
 * CPU in a trace: the locale's data starts up), and hydrating a pre-rendered page re-renders every
 * date, fee and opening hour it shows. So the pre-render records each text it formats under a key
 * naming everything the text depends on (what is formatted, how, in which language), the page
 * hands them over in its PrerenderState, and the client's first render reuses them: it makes no
 * formatter until it formats something the pre-render did not.
 *
 * A key must name every input of its text: two calls with the same key must give the same text
 * wherever they run. This module imports nothing, so every formatter may use it for free.
 */

const carried = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** The text `make` gives for `key`, or the one a pre-render carried under that key. */
export function carriedText(key: string, make: () => string): string {
  const known = carried.get(key);
  if (known !== undefined) return known;
  const text = make();
  recording?.set(key, text);
  return text;
}

/** Client: the texts a pre-rendered page carried (PrerenderState.texts), for its first render. */
export function carryTexts(texts: Readonly<Record<string, string>> | undefined): void {
  for (const [key, text] of Object.entries(texts ?? {})) {
    if (typeof text === 'string') carried.set(key, text);
  }
}

/**
 * Pre-render: records every text formatted from now until the returned function is called, which
 * returns them. One page renders at a time (scripts/build-web.mjs).
 */
export function recordTexts(): () => Record<string, string> {
  const texts = new Map<string, string>();
  recording = texts;
  return () => {
    if (recording === texts) recording = null;
    return Object.fromEntries(texts);
  };
}

/** Tests: forgets what was carried and stops recording. */
export function resetCarriedTexts(): void {
  carried.clear();
  recording = null;
}
