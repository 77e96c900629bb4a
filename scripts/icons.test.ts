import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shell's icons (web/index.html, which every pre-rendered page starts from) are PNGs drawn
// from the centre's mark by scripts/render-icons.mjs. An SVG favicon costs a slow phone a long
// task after the first paint (Chromium builds it as a document on the main thread), and iOS takes
// no SVG apple-touch-icon.
const WEB = join(import.meta.dirname, '..', 'web');
const shell = readFileSync(join(WEB, 'index.html'), 'utf8');
const iconLinks = [...shell.matchAll(/<link rel="(icon|apple-touch-icon)"([^>]*)>/g)].map(
  ([, rel, attributes]) => ({
    rel,
    href: /href="([^"]+)"/.exec(attributes!)?.[1] ?? '',
    sizes: /sizes="([^"]+)"/.exec(attributes!)?.[1],
  }),
);

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the icons of the shell', () => {
  it('links a favicon and an apple-touch-icon', () => {
    expect(iconLinks.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon']);
  });

  it.each(iconLinks)('$rel is a PNG in web/public, of the size it declares', ({ href, sizes }) => {
    expect(href).toMatch(/\.png$/);
    const file = join(WEB, 'public', href);
    expect(existsSync(file)).toBe(true);
    const { width, height } = pngSize(file);
    expect(width).toBe(height);
    if (sizes) expect(`${width}x${height}`).toBe(sizes);
    else expect(width).toBe(180);
  });
});
