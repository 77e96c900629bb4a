import { describe, expect, it } from 'vitest';
import { bankClientSearchTokens } from './bank-search-tokens';

describe('bankClientSearchTokens', () => {
  const tokens = bankClientSearchTokens({ name: 'Wanjiru Njoroge', phone: '+1 780 555 0142' });

  it('holds the prefixes of each name word, of the whole name and of the phone digits', () => {
    expect(tokens).toEqual(
      expect.arrayContaining(['wa', 'wanjiru', 'nj', 'njoroge', 'wanjirunj', '178', '7805550142']),
    );
  });

  it("has none of the visitors' phone-ending tokens", () => {
    expect(tokens.filter((token) => token.startsWith('#'))).toEqual([]);
  });

  it('works without a phone', () => {
    expect(bankClientSearchTokens({ name: 'Ali', phone: null })).toEqual(['al', 'ali']);
  });
});
