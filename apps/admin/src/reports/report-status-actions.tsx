/**
 * The buttons that move a report on (resolve, dismiss, reopen), each asking for the reason the
 * moderation log keeps, and a way to the report's item in the moderation queue.
 */
import { ListButton, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminReportBase } from '@safetrails/contracts';
import { ReasonActionButton } from '../reason-action/reason-action-button';
import { applyQueueAction, type QueueAction, type QueueKind } from '../reason-action/queue-action';
import { reportActions } from './report-status';

interface ReportAction {
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly done: string;
  readonly color: 'success' | 'inherit' | 'primary';
}

const ACTIONS: Readonly<Record<Exclude<QueueAction, 'remove'>, ReportAction>> = {
  resolve: {
    label: 'Resolve',
    title: 'Resolve this report?',
    description: 'It leaves the open queue as resolved: something was done about it. Say what.',
    done: 'Report resolved',
    color: 'success',
  },
  dismiss: {
    label: 'Dismiss',
    title: 'Dismiss this report?',
    description: 'It leaves the open queue as dismissed: nothing needed doing. Say why.',
    done: 'Report dismissed',
    color: 'inherit',
  },
  reopen: {
    label: 'Reopen',
    title: 'Reopen this report?',
    description: 'It goes back into the moderation queue as new.',
    done: 'Report reopened',
    color: 'primary',
  },
};

export function ReportStatusActions({ kind }: { readonly kind: QueueKind }) {
  const record = useRecordContext<AdminReportBase>();
  return (
    <TopToolbar>
      {record &&
        reportActions(record.status).map((action) => {
          if (action === 'remove') return null;
          const { label, title, description, done, color } = ACTIONS[action];
          return (
            <ReasonActionButton
              key={action}
              label={label}
              title={title}
              description={description}
              color={color}
              successMessage={done}
              onConfirm={(reason) => applyQueueAction(kind, String(record.id), action, reason)}
            />
          );
        })}
      <ListButton />
    </TopToolbar>
  );
}
