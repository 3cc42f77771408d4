/**
 * Private notes moderators keep about a traveller ("warned about spam in March"), newest first,
 * and a box to add one. Travellers never see them; they are sealed with the traveller's data and
 * unreadable once the account is deleted.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useGetList, useNotify, useRecordContext } from 'react-admin';
import {
  MODERATION_PROJECTION,
  MODERATOR_NOTE_MAX_LENGTH,
  type AdminUser,
  type ModeratorNote,
} from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { useLiveRefresh } from '../live/use-live-refresh';
import { noteError } from './moderator-note-rules';

const NOTES_RESOURCE = 'moderator-notes';
const dateTime = new Intl.DateTimeFormat(undefined, DATE_TIME);

function NoteForm({ userId }: { userId: string }) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [create, { isPending }] = useCreate<ModeratorNote>();
  const invalid = noteError(text);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (invalid) return;
        void create(
          NOTES_RESOURCE,
          { data: { userId, text: text.trim() } },
          {
            onSuccess: () => {
              setText('');
              setTouched(false);
              notify('Note added', { type: 'success' });
            },
            onError: (error) =>
              notify(error instanceof Error ? error.message : 'The note was not saved', { type: 'error' }),
          },
        );
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label="New note"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={touched && invalid !== null}
        helperText={touched && invalid ? invalid : 'Only moderators and admins read these notes.'}
        slotProps={{ htmlInput: { maxLength: MODERATOR_NOTE_MAX_LENGTH + 1 } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={isPending}>
          Add note
        </Button>
      </Box>
    </Box>
  );
}

export function ModeratorNotes() {
  const user = useRecordContext<AdminUser>();
  useLiveRefresh([MODERATION_PROJECTION], [[NOTES_RESOURCE]]);
  const { data: notes, isPending } = useGetList<ModeratorNote>(
    NOTES_RESOURCE,
    {
      filter: { userId: user?.id },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(user) },
  );
  if (!user) return null;
  return (
    <Card variant="outlined" data-testid="moderator-notes">
      <CardHeader
        title="Moderator notes"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        subheader="Private to moderators: context for the next person who deals with this traveller."
      />
      <CardContent sx={{ pt: 0 }}>
        <NoteForm userId={user.id} />
        {isPending ? null : notes && notes.length > 0 ? (
          <List dense>
            {notes.map((note) => (
              <ListItem key={note.id} disableGutters divider>
                <ListItemText
                  primary={note.text ?? '(unreadable: the traveller deleted their account)'}
                  secondary={`${note.author?.name ?? 'A former moderator'} · ${dateTime.format(new Date(note.createdAt))}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' }, 'data-testid': 'note-text' } as object }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No notes yet.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
