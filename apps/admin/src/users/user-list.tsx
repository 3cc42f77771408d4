/** Every account, newest first: who they are, their roles, beta access and how they sign in. */
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextArrayField,
  TextField,
} from 'react-admin';
import { ROLES } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';

export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: role }));

const userFilters = [
  <SearchInput key="q" source="q" placeholder="Name or email" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
  <NullableBooleanInput
    key="betaAccess"
    source="betaAccess"
    label="Beta access"
    nullLabel="Any"
    trueLabel="Has beta access"
    falseLabel="No beta access"
    alwaysOn
  />,
];

export function UserList() {
  return (
    <List filters={userFilters} sort={{ field: 'registeredAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" emptyText="(no name)" />
        <EmailField source="email" emptyText="(no email)" />
        <TextArrayField source="roles" sortable={false} />
        <BooleanField source="betaAccess" label="Beta access" sortable={false} />
        <TextArrayField source="providers" label="Signs in with" sortable={false} />
        <DateField source="registeredAt" label="Registered" showTime options={DATE_TIME} />
      </Datagrid>
    </List>
  );
}
