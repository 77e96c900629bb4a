import { describe, expect, it } from 'vitest';
import { buildCsv, csvBlob, csvField, csvFileName } from './csv';
import { readBytes } from '../test/read-bytes';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Wanjiru Kamau')).toBe('Wanjiru Kamau');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field with a comma', () => {
    expect(csvField('12 Acacia Road, Leeds')).toBe('"12 Acacia Road, Leeds"');
  });

  it('doubles quotes inside a quoted field', () => {
    expect(csvField('Said "urgent"')).toBe('"Said ""urgent"""');
  });

  it('quotes a field with a line break', () => {
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps a phone number but neutralises a formula', () => {
    expect(csvField('+254 712 345678')).toBe('+254 712 345678');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+SUM(A1)')).toBe("'+SUM(A1)");
  });
});

describe('buildCsv', () => {
  it('writes the header, then one CRLF-ended row per record', () => {
    expect(
      buildCsv(
        ['Name', 'Note'],
        [
          ['Amani', 'a, b'],
          ['Baraka', null],
        ],
      ),
    ).toBe('Name,Note\r\nAmani,"a, b"\r\nBaraka,\r\n');
  });

  it('names the file after the day', () => {
    expect(csvFileName('licence-renewals', new Date(2026, 0, 5))).toBe(
      'licence-renewals-2026-01-05.csv',
    );
  });
});

describe('csvBlob', () => {
  it('is UTF-8 with a byte order mark, so that spreadsheets read accented names right', async () => {
    const bytes = new Uint8Array(await readBytes(csvBlob('Name\r\nZoë\r\n')));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nZoë\r\n');
    expect(csvBlob('').type).toBe('text/csv;charset=utf-8');
  });
});
