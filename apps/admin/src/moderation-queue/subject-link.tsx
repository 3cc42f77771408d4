/** The traveller behind an item (author, sender, alert raiser), linked to their user page and its history. */
import type { MouseEvent } from 'react';
import { Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';
import type { ModerationQueueItem } from '@safetrails/contracts';

export function SubjectLink({ item }: { readonly item: Pick<ModerationQueueItem, 'subjectUserId' | 'subjectName'> }) {
  const createPath = useCreatePath();
  if (!item.subjectUserId) {
    return (
      <Typography variant="body2" color="text.secondary">
        Anonymous
      </Typography>
    );
  }
  return (
    <Link
      to={createPath({ resource: 'users', type: 'edit', id: item.subjectUserId })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {item.subjectName ?? '(no name)'}
    </Link>
  );
}
