/**
 * One destination for moderators and auditors: its score with the provenance behind it, the ways to
 * its audit timeline and its public page, and its current ratings. Admins revise the baseline.
 */
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Link,
  ListButton,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useBasename,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { RATING_DIMENSIONS, type AdminDestination, type AdminRating, type Role } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ScoreProvenance } from './score-provenance';

function DestinationActions() {
  const { permissions } = usePermissions<Role[]>();
  const record = useRecordContext<AdminDestination>();
  const basename = useBasename();
  return (
    <TopToolbar>
      {record && (
        <Button component={Link} to={`${basename}/audit?destination=${record.id}`} size="small">
          Audit the score
        </Button>
      )}
      {/* A baseline moves every traveller's score: revising it is the admins' (the API refuses others). */}
      {permissions?.includes('admin') && <EditButton label="Revise baseline" />}
      <ListButton />
    </TopToolbar>
  );
}

function DestinationSummary() {
  const record = useRecordContext<AdminDestination>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5">
          {record.name}, {record.country}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          #{record.id} · {record.region ?? 'no region'} ·{' '}
          {record.population ? `${record.population.toLocaleString()} people` : 'population unknown'} ·{' '}
          {record.latitude.toFixed(4)}, {record.longitude.toFixed(4)}
          {record.featured ? ' · featured' : ''} ·{' '}
          <a href={`/destination/${record.id}`} target="_blank" rel="noopener noreferrer">
            public page ↗
          </a>
        </Typography>
      </Box>
      <Card variant="outlined">
        <CardHeader title="Score and provenance" slotProps={{ title: { variant: 'subtitle1' } }} sx={{ pb: 0 }} />
        <CardContent>
          <ScoreProvenance destination={record} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function DestinationShow() {
  return (
    <Show actions={<DestinationActions />}>
      <SimpleShowLayout>
        <DestinationSummary />
        <ReferenceManyField
          label="Current ratings"
          reference="ratings"
          target="destinationId"
          sort={{ field: 'ratedAt', order: 'DESC' }}
          perPage={25}
        >
          <Datagrid
            rowClick="show"
            bulkActionButtons={false}
            empty={<Typography variant="body2">No traveller has rated it.</Typography>}
          >
            <DateField source="ratedAt" label="Rated" showTime options={DATE_TIME} />
            <TextField source="userName" label="Traveller" emptyText="Former member" />
            <FunctionField<AdminRating>
              label="Answers (overall, street, transport, tourist areas, night, attitude)"
              render={(rating) => RATING_DIMENSIONS.map((dimension) => rating.scores[dimension]).join(' · ')}
            />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
