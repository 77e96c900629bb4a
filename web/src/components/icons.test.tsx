import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './icons';

/** The shapes of an SVG's markup (element names and attributes), in order. */
function shapesOf(markup: string) {
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  return {
    viewBox: svg.getAttribute('viewBox'),
    shapes: [...svg.children].map((shape) => ({
      name: shape.tagName,
      attributes: Object.fromEntries(
        [...shape.attributes].map((attribute) => [attribute.name, attribute.value]),
      ),
    })),
  };
}

describe('BrandMark', () => {
  it('draws what /icons/icon.svg draws (the manifest keeps the file, the PNG icons are drawn from it)', () => {
    const file = readFileSync(join(import.meta.dirname, '../../public/icons/icon.svg'), 'utf8');
    const drawn = shapesOf(renderToStaticMarkup(<BrandMark />));
    expect(drawn.shapes.length).toBeGreaterThan(0);
    expect(drawn).toEqual(shapesOf(file));
  });

  it('is decorative: hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(<BrandMark className="brand__mark" />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="brand__mark"');
  });
});
