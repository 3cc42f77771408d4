/**
 * Add Safety Rating: the six 1-5 dimensions of spec part 2 "Destination rating schema" and a
 * comment. A traveller who rated the destination before starts from that rating and is told a new
 * one replaces it (one rating per traveller per destination). The answer carries the destination's
 * new score, which the toast names and the dashboard shows at once.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
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
import { ratingDraft, type RatingDraft } from '../lib/rating-draft';
import { dimensionHint, dimensionName } from '../lib/rating-words';
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
  const intl = useIntl();
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
        <FormattedMessage id="dashboard.contribute.rating" defaultMessage="Add Safety Rating" />
      </h2>
      {previous.isPending && previous.fetchStatus !== 'paused' ? (
        <PanelSpinner
          label={intl.formatMessage({ id: 'rating.loadingEarlier', defaultMessage: 'Loading your earlier rating…' })}
        />
      ) : (
        <>
          {previous.isPending && (
            <p className="muted" role="status">
              <FormattedMessage
                id="rating.offline"
                defaultMessage="You are offline, so your earlier rating of {place} could not be checked. This rating is kept on this device and replaces any earlier one when it is sent."
                values={{ place: destination.name }}
              />
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
  const intl = useIntl();
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
      title: intl.formatMessage(
        { id: 'rating.saved', defaultMessage: '{replaced, select, yes {Rating updated} other {Rating submitted}}' },
        { replaced: replaced ? 'yes' : 'no' },
      ),
      description: intl.formatMessage(
        {
          id: 'rating.saved.text',
          defaultMessage:
            "{scored, select, no {Thank you for rating {place}.} other {Thank you! {place}'s safety score is now {score, number}/100.}}",
        },
        { scored: updated.safetyScore === null ? 'no' : 'yes', place: updated.name, score: updated.safetyScore ?? 0 },
      ),
    }),
    failure: (error) => ({
      title: intl.formatMessage({ id: 'rating.failed', defaultMessage: 'Rating failed' }),
      description: errorText(intl, error),
    }),
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
        {previous ? (
          <FormattedMessage
            id="rating.earlier"
            defaultMessage="You rated {place} on {date}. Your earlier rating is filled in below; a new rating replaces it."
            values={{
              place: destination.name,
              date: intl.formatDate(previous.ratedAt, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
              }),
            }}
          />
        ) : (
          <FormattedMessage
            id="rating.lead"
            defaultMessage="How safe did {place} feel? Rate each from 1 (unsafe) to 5 (very safe)."
            values={{ place: destination.name }}
          />
        )}
      </p>
      {fieldErrors.destinationId && <p className="field-error">{fieldErrors.destinationId}</p>}
      <div className="dash-rating-grid">
        {RATING_DIMENSIONS.map((dimension) => (
          <RatingScaleField
            key={dimension}
            name={dimension}
            label={dimensionName(intl, dimension)}
            hint={dimensionHint(intl, dimension)}
            value={draft.scores[dimension]}
            onChange={(value) => setScore(dimension, value)}
            error={fieldErrors[dimension]}
          />
        ))}
      </div>
      <TextAreaField
        label={intl.formatMessage({ id: 'rating.comment', defaultMessage: 'Comment' })}
        note={intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' })}
        rows={3}
        placeholder={intl.formatMessage({
          id: 'rating.comment.placeholder',
          defaultMessage: 'What should a solo traveler know?',
        })}
        maxLength={RATING_COMMENT_MAX_LENGTH}
        {...form.text('comment')}
      />
      <DialogActions
        onCancel={onClose}
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage(
          { id: 'rating.submit', defaultMessage: '{replace, select, yes {Replace Rating} other {Submit Rating}}' },
          { replace: previous ? 'yes' : 'no' },
        )}
      />
    </Form>
  );
}
