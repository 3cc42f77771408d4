/**
 * A traveller's moderation history on their user page: every moderation action on their content or
 * account (from the moderation log filtered by subject), newest first.
 */
import { Card, CardHeader, Typography } from '@mui/material';
import { Pagination, ReferenceManyField } from 'react-admin';
import type { AdminUser, ModerationLogEntry } from '@safetrails/contracts';
import { LogColumns } from '../moderation-log/moderation-log-list';

export function UserModerationHistory() {
  return (
    <Card variant="outlined" data-testid="moderation-history">
      <CardHeader
        title="Moderation history"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader="Actions moderators took on this traveller’s content or account."
      />
      <ReferenceManyField<AdminUser, ModerationLogEntry>
        reference="moderation-log"
        target="subjectUserId"
        sort={{ field: 'at', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            No moderation so far.
          </Typography>
        }
      >
        <LogColumns withSubject={false} />
      </ReferenceManyField>
    </Card>
  );
}
