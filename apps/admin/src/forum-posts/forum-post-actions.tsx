/** Pin, lock and hide a post (and undo each), every one with the reason its history keeps. */
import { ListButton, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import type { AdminForumPost } from '@safetrails/contracts';
import { ReasonActionButton } from '../reason-action/reason-action-button';

type Flag = 'pinned' | 'locked' | 'hidden';

const WORDING: Readonly<Record<Flag, { on: string; off: string; onText: string; offText: string }>> = {
  pinned: {
    on: 'Pin',
    off: 'Unpin',
    onText: 'The post goes to the top of its category for everyone.',
    offText: 'The post takes its usual place in the lists again.',
  },
  locked: {
    on: 'Lock',
    off: 'Unlock',
    onText: 'Nobody can comment any more; the post stays readable.',
    offText: 'Travellers can comment again.',
  },
  hidden: {
    on: 'Hide',
    off: 'Show again',
    onText: 'Only its author and moderators will see it; the author sees your reason.',
    offText: 'Everyone can read it again.',
  },
};

export function ForumPostActions() {
  const record = useRecordContext<AdminForumPost>();
  const dataProvider = useDataProvider();
  return (
    <TopToolbar>
      {record &&
        (['pinned', 'locked', 'hidden'] as const).map((flag) => {
          const wording = WORDING[flag];
          const next = !record[flag];
          const label = next ? wording.on : wording.off;
          return (
            <ReasonActionButton
              key={flag}
              label={label}
              color={flag === 'hidden' && next ? 'error' : 'primary'}
              title={`${label}: “${record.title}”`}
              description={next ? wording.onText : wording.offText}
              successMessage={`Post ${label.toLowerCase() === 'show again' ? 'shown again' : `${label.toLowerCase()}ed`}`}
              onConfirm={(reason) =>
                dataProvider.update<AdminForumPost>('forum-posts', {
                  id: record.id,
                  data: { [flag]: next, reason },
                  previousData: record,
                })
              }
            />
          );
        })}
      <ListButton />
    </TopToolbar>
  );
}
