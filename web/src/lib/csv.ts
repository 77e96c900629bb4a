// CSV exports of the back office's lists (applications, licence renewals). The export is a data
// format, not a page: its column headers stay in English whatever the UI language, so that
// spreadsheets and scripts built on it keep working.

type CsvValue = string | number | null | undefined;

// A cell a spreadsheet would run as a formula (CSV injection); a phone number's leading + is data.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s()-]*$)/;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A header row, then one row per record, CRLF-separated and ended. */
export function buildCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  return [csvRow(headers), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a date in the browser's time zone. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:MM', local: sorts as text and every spreadsheet reads it. */
export function isoDateTime(date: Date | null | undefined): string {
  return date ? `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** `<name>-YYYY-MM-DD.csv`: the export's file, named after the day. */
export function csvFileName(name: string, today: Date): string {
  return `${name}-${isoDay(today)}.csv`;
}

/** The file's bytes: UTF-8 with a BOM, which makes Excel read accented names right. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves the CSV as a file through a temporary link. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
