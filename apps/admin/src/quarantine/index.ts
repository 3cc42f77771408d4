/** The quarantine resource: events the projections could not fold, for admins (docs/ARCHITECTURE.md "A bad event"). */
import type { ResourceProps } from 'react-admin';
import type { AdminQuarantinedEvent } from '@safetrails/contracts';
import { QuarantineList } from './quarantine-list';
import { QuarantineShow } from './quarantine-show';

export const quarantine = {
  name: 'quarantine',
  options: { label: 'Quarantined events' },
  list: QuarantineList,
  show: QuarantineShow,
  recordRepresentation: (record: AdminQuarantinedEvent) => `${record.type} in ${record.projection}`,
} satisfies ResourceProps;
