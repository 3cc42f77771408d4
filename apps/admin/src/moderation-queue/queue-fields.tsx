/** Small pieces of a queue item that the list and the show page both draw. */
import { Chip, Stack, Tooltip } from '@mui/material';
import {
  CONTENT_REPORT_REASON_LABELS,
  type ContentReportReason,
  type ModerationItemStatus,
  type ModerationQueueItem,
} from '@safetrails/contracts';
import { kindLabel } from './queue-kinds';

const STATUS_LABELS: Readonly<Record<ModerationItemStatus, string>> = {
  new: 'New',
  claimed: 'Claimed',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

const STATUS_COLOURS: Readonly<Record<ModerationItemStatus, 'warning' | 'info' | 'success' | 'default'>> = {
  new: 'warning',
  claimed: 'info',
  resolved: 'success',
  dismissed: 'default',
};

export function StatusChip({ status }: { readonly status: ModerationItemStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={STATUS_COLOURS[status]} data-testid="item-status" />;
}

export function KindChip({ kind }: { readonly kind: string }) {
  return <Chip size="small" variant="outlined" label={kindLabel(kind)} />;
}

const SEVERITY_COLOURS = { low: 'default', medium: 'info', high: 'warning', critical: 'error' } as const;

/** Why travellers flagged it ("Spam ×2"), and a bug's severity: what a moderator triages by. */
export function ItemSignals({ item }: { readonly item: ModerationQueueItem }) {
  const reasons = Object.entries(item.flagReasons) as [ContentReportReason, number][];
  if (reasons.length === 0 && !item.severity) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {item.severity ? (
        <Chip size="small" label={`Severity: ${item.severity}`} color={SEVERITY_COLOURS[item.severity]} />
      ) : null}
      {reasons.map(([reason, count]) => (
        <Tooltip
          key={reason}
          title={`${count} ${count === 1 ? 'flag' : 'flags'}: ${CONTENT_REPORT_REASON_LABELS[reason]}`}
        >
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={
              count > 1 ? `${CONTENT_REPORT_REASON_LABELS[reason]} ×${count}` : CONTENT_REPORT_REASON_LABELS[reason]
            }
          />
        </Tooltip>
      ))}
    </Stack>
  );
}
