/** The item a data report is about: its name and id, linked to its destination when there is one. */
import type { MouseEvent } from 'react';
import { Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminDataReport } from '@safetrails/contracts';
import { ITEM_TYPE_LABELS } from './data-report-item-types';

export function DataReportItemField(_props: { readonly label?: string }) {
  const record = useRecordContext<AdminDataReport>();
  const createPath = useCreatePath();
  if (!record) return null;
  const name = record.itemName ?? 'No such item';
  const text = `${ITEM_TYPE_LABELS[record.itemType]} #${record.itemId}: ${name}`;
  if (record.destinationId === null) return <Typography variant="body2">{text}</Typography>;
  return (
    <Link
      to={createPath({ resource: 'destinations', id: record.destinationId, type: 'show' })}
      // Inside a clickable list row: open the destination, not the report.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}
