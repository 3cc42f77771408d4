/** "Remove rating": asks why, removes it, and says what that does to the destination's score. */
import { useRedirect, useRecordContext } from 'react-admin';
import type { AdminRating } from '@safetrails/contracts';
import { ReasonActionButton } from '../reason-action/reason-action-button';
import { removeWithReason } from '../reason-action/remove-with-reason';

export function RemoveRatingButton() {
  const record = useRecordContext<AdminRating>();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <ReasonActionButton
      label="Remove rating"
      color="error"
      title="Remove this rating?"
      description={`${record.userName ?? 'The traveller'}'s rating of ${
        record.destinationName ?? 'the destination'
      } stops counting: the score becomes what it would be had it never been given. The destination's audit timeline keeps the removal with your reason.`}
      successMessage="Rating removed; the destination's score no longer counts it"
      onConfirm={(reason) => removeWithReason<AdminRating>('ratings', record.id, reason)}
      onSuccess={() => redirect('list', 'ratings')}
    />
  );
}
