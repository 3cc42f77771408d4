/**
 * The real author of a post or comment, linked to their account, with a badge when travellers see
 * it as Anonymous: moderators need to know who wrote it, and must not forget that others do not.
 */
import type { MouseEvent } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

interface AuthoredRecord {
  readonly id: string;
  readonly authorId: string;
  readonly authorName: string | null;
  readonly isAnonymous: boolean;
}

export function ForumAuthorField(_props: { readonly label?: string }) {
  const record = useRecordContext<AuthoredRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="forum-author">
      {record.authorName === null ? (
        <Typography variant="body2">Former member</Typography>
      ) : (
        <Link
          to={createPath({ resource: 'users', id: record.authorId, type: 'edit' })}
          // Inside a clickable list row: open the account, not the post.
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {record.authorName}
        </Link>
      )}
      {record.isAnonymous && (
        <Chip size="small" variant="outlined" label="Anonymous to travellers" title="Travellers see “Anonymous”" />
      )}
    </Stack>
  );
}
