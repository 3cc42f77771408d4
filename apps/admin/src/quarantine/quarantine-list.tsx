/**
 * Events a projection could not fold and set aside (apps/projector/src/runtime/quarantine.ts),
 * newest first, by projection and type. Each is a bug to fix; after the fix, `npm run rebuild --
 * --quarantined` folds them again.
 */
import { Datagrid, DateField, FunctionField, List, TextField, TextInput } from 'react-admin';
import { Alert } from '@mui/material';
import type { AdminQuarantinedEvent } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';

const filters = [
  <TextInput key="projection" source="projection" label="Projection" alwaysOn />,
  <TextInput key="type" source="type" label="Event type" alwaysOn />,
];

export function QuarantineList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'quarantinedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={
        <Alert severity="success" sx={{ m: 2 }}>
          No quarantined event: every projection folds every event of its types.
        </Alert>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="quarantinedAt" label="Set aside" showTime options={DATE_TIME} />
        <TextField source="projection" />
        <TextField source="type" label="Event type" />
        <TextField source="stream" sortable={false} />
        <TextField source="position" />
        <FunctionField<AdminQuarantinedEvent>
          label="Error"
          sortable={false}
          render={(record) => (record.error.length > 120 ? `${record.error.slice(0, 120)}…` : record.error)}
        />
      </Datagrid>
    </List>
  );
}
