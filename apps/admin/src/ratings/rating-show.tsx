/** One rating: who gave it, when, the six answers and the comment, and its removal with a reason. */
import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import {
  DateField,
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { RATING_DIMENSIONS, type AdminRating } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { RemoveRatingButton } from './remove-rating-button';
import { RATING_DIMENSION_LABELS } from './rating-scores';

function RatingScores() {
  const record = useRecordContext<AdminRating>();
  if (!record) return null;
  return (
    <Table size="small" sx={{ maxWidth: 360 }} data-testid="rating-scores">
      <TableBody>
        {RATING_DIMENSIONS.map((dimension) => (
          <TableRow key={dimension}>
            <TableCell>{RATING_DIMENSION_LABELS[dimension]}</TableCell>
            <TableCell align="right">{record.scores[dimension]} / 5</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RatingShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RemoveRatingButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Labeled label="Destination">
            <ReferenceField source="destinationId" reference="destinations" link="show" />
          </Labeled>
          <Labeled label="Traveller">
            <ReferenceField source="userId" reference="users" link="edit" emptyText="Former member" />
          </Labeled>
          <Labeled label="Rated">
            <DateField source="ratedAt" showTime options={DATE_TIME} />
          </Labeled>
        </Box>
        <Labeled label="Answers">
          <RatingScores />
        </Labeled>
        <TextField source="comment" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
