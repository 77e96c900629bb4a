import { MESSAGES } from '@centre/domain/messages';
import { PAGE_IDS, routeTitle } from '@centre/domain/routes';
import { SIDEBAR_ITEMS } from '@centre/domain/sidebar';
import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import sw from './sw/common.json';

// The shell's titles come from common.json by page id: the English is the route table's title
// (docs/product.md §2), word for word, and Kiswahili has its own text for every page.

describe('route titles in common.json', () => {
  it.each(PAGE_IDS)('%s has the route table title in English and a Kiswahili title', (page) => {
    const english: Record<string, string> = en.routes;
    const kiswahili: Record<string, string> = sw.routes;
    expect(english[page]).toBe(routeTitle(page));
    expect(kiswahili[page]?.trim()).toBeTruthy();
  });

  it('has no title for a page the route table does not know', () => {
    expect(Object.keys(en.routes).sort()).toEqual([...PAGE_IDS].sort());
    expect(Object.keys(sw.routes).sort()).toEqual([...PAGE_IDS].sort());
  });
});

describe('sidebar labels in common.json', () => {
  it.each(SIDEBAR_ITEMS.map((item) => [item.page, item.label]))(
    '%s is labelled %j in English, as docs/product.md §2.5 writes it',
    (page, label) => {
      const english: Record<string, string> = en.sidebar.items;
      const kiswahili: Record<string, string> = sw.sidebar.items;
      expect(english[page]).toBe(label);
      expect(kiswahili[page]?.trim()).toBeTruthy();
    },
  );
});

describe('placeholder note', () => {
  it("keeps docs/product.md §8's exact English", () => {
    expect(en.shell.implementedSoon).toBe(MESSAGES.placeholderSoon);
  });
});
