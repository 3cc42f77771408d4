/**
 * Add Safety Rating: the six 1-5 dimensions of spec part 2 "Destination rating schema" and a
 * comment. A traveller who rated the destination before starts from that rating and is told a new
 * one replaces it (one rating per traveller per destination). The answer carries the destination's
 * new score, which the toast names and the dashboard shows at once.
 */
import { useState } from 'react';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_DIMENSIONS,
  type DestinationDetail,
  type MyRating,
  type RatingDimension,
} from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { Form } from '@/components/form/form';
import { DialogActions } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useMyRating } from '../api/get-my-rating';
import { useSubmitSafetyRating } from '../api/submit-safety-rating';
import { RATING_DIMENSION_LABELS, ratingDraft, type RatingDraft } from '../lib/rating-draft';
import { PanelSpinner } from './query-state';
import { RatingScaleField } from './rating-scale-field';

interface RateDestinationDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
  readonly userId: string;
  readonly onRated: (destination: DestinationDetail) => void;
}

export function RateDestinationDialog({ open, onClose, destination, userId, onRated }: RateDestinationDialogProps) {
  const previous = useMyRating(destination.id, userId, open);
  // The rating the form started from, kept while the dialog is open: a later refetch (a live
  // notice) must not remount the form under the traveller's fingers and lose what they typed.
  const [startedFrom, setStartedFrom] = useState<{ readonly rating: MyRating | null } | null>(null);
  if (open && startedFrom === null && !previous.isPending) setStartedFrom({ rating: previous.data ?? null });
  if (!open && startedFrom !== null) setStartedFrom(null);
  const earlier = startedFrom ? startedFrom.rating : (previous.data ?? null);
  const mutation = useSubmitSafetyRating();
  const titleId = 'rate-destination-title';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy="rate-destination-description"
      dismissible={!mutation.isPending}
    >
      <h2 id={titleId} className="dialog-title">
        Add Safety Rating
      </h2>
      {previous.isPending && previous.fetchStatus !== 'paused' ? (
        <PanelSpinner label="Loading your earlier rating…" />
      ) : (
        <>
          {previous.isPending && (
            <p className="muted" role="status">
              You are offline, so your earlier rating of {destination.name} could not be checked. This rating is kept on
              this device and replaces any earlier one when it is sent.
            </p>
          )}
          <RatingForm
            // A fresh form once the earlier rating is known, so it starts from it.
            key={earlier?.ratingId ?? 'new'}
            destination={destination}
            previous={earlier}
            mutation={mutation}
            onClose={onClose}
            onRated={onRated}
          />
        </>
      )}
    </Dialog>
  );
}

function RatingForm({
  destination,
  previous,
  mutation,
  onClose,
  onRated,
}: {
  readonly destination: DestinationDetail;
  readonly previous: MyRating | null;
  readonly mutation: ReturnType<typeof useSubmitSafetyRating>;
  readonly onClose: () => void;
  readonly onRated: (destination: DestinationDetail) => void;
}) {
  const form = useFormSubmission({
    initial: (): RatingDraft => ratingDraft(previous),
    toRequest: (draft) => ({
      destinationId: destination.id,
      ...draft.scores,
      comment: draft.comment.trim() === '' ? null : draft.comment.trim(),
    }),
    mutation,
    action: 'rate-destination',
    success: ({ replaced, destination: updated }) => ({
      title: replaced ? 'Rating updated' : 'Rating submitted',
      description:
        updated.safetyScore === null
          ? `Thank you for rating ${updated.name}.`
          : `Thank you! ${updated.name}'s safety score is now ${updated.safetyScore}/100.`,
    }),
    failure: (error) => ({ title: 'Rating failed', description: error.message }),
    onDone: (result) => {
      if (result) onRated(result.destination);
      onClose();
    },
  });
  const { draft, errors: fieldErrors, set } = form;
  const setScore = (dimension: RatingDimension, value: number) =>
    set('scores', { ...draft.scores, [dimension]: value });

  return (
    <Form submission={form} className="form dash-dialog-form">
      <p id="rate-destination-description" className="dialog-description">
        {previous
          ? `You rated ${destination.name} on ${new Date(previous.ratedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}. Your earlier rating is filled in below; a new rating replaces it.`
          : `How safe did ${destination.name} feel? Rate each from 1 (unsafe) to 5 (very safe).`}
      </p>
      {fieldErrors.destinationId && <p className="field-error">{fieldErrors.destinationId}</p>}
      <div className="dash-rating-grid">
        {RATING_DIMENSIONS.map((dimension) => (
          <RatingScaleField
            key={dimension}
            name={dimension}
            label={RATING_DIMENSION_LABELS[dimension].label}
            hint={RATING_DIMENSION_LABELS[dimension].hint}
            value={draft.scores[dimension]}
            onChange={(value) => setScore(dimension, value)}
            error={fieldErrors[dimension]}
          />
        ))}
      </div>
      <TextAreaField
        label="Comment"
        note="optional"
        name="comment"
        rows={3}
        placeholder="What should a solo traveler know?"
        maxLength={RATING_COMMENT_MAX_LENGTH}
        value={draft.comment}
        onChange={(event) => set('comment', event.target.value)}
        error={fieldErrors.comment}
      />
      <DialogActions
        onCancel={onClose}
        isSubmitting={form.isSubmitting}
        label={previous ? 'Replace Rating' : 'Submit Rating'}
      />
    </Form>
  );
}
