/** The tips resource: travellers' safety tips, read here; removing one goes through the moderation queue. */
import type { ResourceProps } from 'react-admin';
import type { AdminTip } from '@safetrails/contracts';
import { TipList } from './tip-list';
import { TipShow } from './tip-show';

export const tips = {
  name: 'tips',
  options: { label: 'Safety tips' },
  list: TipList,
  show: TipShow,
  // The start of the text: enough to recognise it in titles and references, short enough for the app bar.
  recordRepresentation: (record: AdminTip) =>
    record.content.length > 60 ? `${record.content.slice(0, 60)}…` : record.content,
} satisfies ResourceProps;
