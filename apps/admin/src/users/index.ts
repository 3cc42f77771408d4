/** The users resource: accounts, their roles and beta access. */
import type { ResourceProps } from 'react-admin';
import type { AdminUser } from '@safetrails/contracts';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

export const users = {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  recordRepresentation: (record: AdminUser) => record.name ?? record.email ?? record.id,
} satisfies ResourceProps;
