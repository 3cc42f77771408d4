/** The waitlist's Export button: every column, every entry matching the list's filters. */
import { downloadCSV, type Exporter } from 'react-admin';
import { waitlistCsv } from './waitlist-csv';
import type { AdminWaitlistEntry } from '@safetrails/contracts';

export const exportWaitlist: Exporter<AdminWaitlistEntry> = (entries) => {
  downloadCSV(waitlistCsv(entries), 'waitlist');
};
