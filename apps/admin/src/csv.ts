/**
 * The console's CSV exports: columns in the list's order with names people read. Cells are
 * neutralised against spreadsheet formula injection, since names are typed by anyone.
 */
export type CsvValue = string | number | boolean | null;

export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => CsvValue;
}

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map(({ header }) => header).join(',')];
  for (const row of rows) lines.push(columns.map(({ value }) => csvCell(value(row))).join(','));
  return lines.join('\r\n');
}
