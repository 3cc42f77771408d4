/** A post's or comment's state at a glance: flags from travellers, pinned, locked, hidden. */
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface ModeratedRecord {
  readonly flagCount: number;
  readonly hidden: boolean;
  readonly pinned?: boolean;
  readonly locked?: boolean;
}

export function ForumStateField(_props: { readonly label?: string; readonly sortBy?: string }) {
  const record = useRecordContext<ModeratedRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {record.flagCount > 0 && (
        <Chip size="small" color="error" label={`${record.flagCount} flag${record.flagCount === 1 ? '' : 's'}`} />
      )}
      {record.pinned && <Chip size="small" color="primary" label="Pinned" />}
      {record.locked && <Chip size="small" color="warning" label="Locked" />}
      {record.hidden && <Chip size="small" label="Hidden" />}
    </Stack>
  );
}
