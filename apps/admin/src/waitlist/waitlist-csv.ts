/**
 * The waitlist as CSV: every column, in the list's order, with names people read. Cells are
 * neutralised against spreadsheet formula injection, since names and companies are typed by anyone.
 */
import type { AdminWaitlistEntry } from '@safetrails/contracts';

type CsvValue = string | boolean | null;

const COLUMNS: readonly { readonly header: string; readonly value: (entry: AdminWaitlistEntry) => CsvValue }[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'email', value: (entry) => entry.email },
  { header: 'name', value: (entry) => entry.name },
  { header: 'frequent traveller', value: (entry) => entry.isFrequentTraveler },
  { header: 'company', value: (entry) => entry.company },
  { header: 'role', value: (entry) => entry.role },
  { header: 'joined at', value: (entry) => entry.joinedAt },
  { header: 'invited at', value: (entry) => entry.invitedAt },
  { header: 'redeemed at', value: (entry) => entry.redeemedAt },
];

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function waitlistCsv(entries: readonly AdminWaitlistEntry[]): string {
  const lines = [COLUMNS.map(({ header }) => header).join(',')];
  for (const entry of entries) lines.push(COLUMNS.map(({ value }) => csvCell(value(entry))).join(','));
  return lines.join('\r\n');
}
