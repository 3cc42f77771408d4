/** The waitlist resource: entries, their invitations and the CSV export. */
import type { ResourceProps } from 'react-admin';
import type { AdminWaitlistEntry } from '@safetrails/contracts';
import { WaitlistList } from './waitlist-list';

export const waitlist = {
  name: 'waitlist',
  list: WaitlistList,
  options: { label: 'Waitlist' },
  recordRepresentation: (record: AdminWaitlistEntry) => record.email,
} satisfies ResourceProps;
