/** The alerts resource: official alerts raised here, community reports verified, edited and archived. */
import type { ResourceProps } from 'react-admin';
import type { AdminAlert } from '@safetrails/contracts';
import { AlertCreate } from './alert-create';
import { AlertEdit } from './alert-edit';
import { AlertList } from './alert-list';
import { AlertShow } from './alert-show';

export const alerts = {
  name: 'alerts',
  list: AlertList,
  show: AlertShow,
  create: AlertCreate,
  edit: AlertEdit,
  recordRepresentation: (record: AdminAlert) => record.title,
} satisfies ResourceProps;
