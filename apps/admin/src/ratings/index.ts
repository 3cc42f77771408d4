/** The ratings resource: travellers' current ratings of destinations, and their removal with a reason. */
import type { ResourceProps } from 'react-admin';
import { RatingList } from './rating-list';
import { RatingShow } from './rating-show';

export const ratings = {
  name: 'ratings',
  list: RatingList,
  show: RatingShow,
  recordRepresentation: (record: { destinationName: string | null; userName: string | null }) =>
    `${record.userName ?? 'A traveller'} on ${record.destinationName ?? 'a destination'}`,
} satisfies ResourceProps;
