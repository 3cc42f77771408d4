/** The waitlist as CSV: every column, in the list's order, with names people read. */
import type { AdminWaitlistEntry } from '@safetrails/contracts';
import { toCsv, type CsvColumn } from '../csv';

export { csvCell } from '../csv';

const COLUMNS: readonly CsvColumn<AdminWaitlistEntry>[] = [
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

export function waitlistCsv(entries: readonly AdminWaitlistEntry[]): string {
  return toCsv(COLUMNS, entries);
}
