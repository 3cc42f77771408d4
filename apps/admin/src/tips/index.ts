/** The tips resource: travellers' safety tips, read here; removing one goes through the moderation queue. */
import type { ResourceProps } from 'react-admin';
import { TipList } from './tip-list';
import { TipShow } from './tip-show';

export const tips = {
  name: 'tips',
  options: { label: 'Safety tips' },
  list: TipList,
  show: TipShow,
  recordRepresentation: 'content',
} satisfies ResourceProps;
