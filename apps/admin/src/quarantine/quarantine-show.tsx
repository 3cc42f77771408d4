/** One quarantined event: what the projection threw, and the event as the store holds it (sealed fields stay sealed). */
import { Box, Typography } from '@mui/material';
import {
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useBasename,
  Link,
} from 'react-admin';
import type { AdminQuarantinedEvent } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';

function RawEvent({ record }: { readonly record: AdminQuarantinedEvent }) {
  const basename = useBasename();
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        <Link to={`${basename}/audit?tab=events&stream=${encodeURIComponent(record.stream)}`}>
          Open its stream in the raw event browser
        </Link>
      </Typography>
      <Box
        component="pre"
        data-testid="quarantined-raw-event"
        sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13, m: 0 }}
      >
        {record.event ? JSON.stringify(record.event, null, 2) : 'The event is no longer in the store.'}
      </Box>
    </Box>
  );
}

export function QuarantineShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="projection" />
        <TextField source="type" label="Event type" />
        <TextField source="stream" />
        <NumberField source="revision" />
        <TextField source="position" label="Global position" />
        <DateField source="quarantinedAt" label="Set aside" showTime options={DATE_TIME} />
        <NumberField source="attempts" label="Tries before it was set aside" />
        <TextField source="error" label="What the projection threw" component="pre" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<AdminQuarantinedEvent> label="The event" render={(record) => <RawEvent record={record} />} />
      </SimpleShowLayout>
    </Show>
  );
}
