import { expect } from 'vitest';

/** The element's text holds each of `texts` (a string as part of it, a RegExp matched), in turn. */
export function expectTexts(element: HTMLElement | null, texts: readonly (string | RegExp)[]) {
  for (const text of texts) {
    expect(element, `the text ${String(text)}`).toHaveTextContent(text);
  }
}
