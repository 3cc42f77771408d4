/** The destinations resource: scores with their provenance, and baseline revisions (admins). */
import type { ResourceProps } from 'react-admin';
import type { AdminDestination } from '@safetrails/contracts';
import { DestinationEdit } from './destination-edit';
import { DestinationList } from './destination-list';
import { DestinationShow } from './destination-show';

export const destinations = {
  name: 'destinations',
  list: DestinationList,
  show: DestinationShow,
  edit: DestinationEdit,
  recordRepresentation: (record: AdminDestination) => `${record.name}, ${record.country}`,
} satisfies ResourceProps;
