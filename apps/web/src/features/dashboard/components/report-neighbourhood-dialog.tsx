/**
 * Report Neighborhood (spec part 1 "Neighborhood report"): which neighbourhood (the destination's
 * known ones are suggested, a new name is accepted), how safe it felt from 1 to 5, and optionally a
 * description, the best time to visit and the transport options.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
import {
  NEIGHBOURHOOD_NAME_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH,
  type DestinationDetail,
} from '@safetrails/contracts';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import type { FieldErrors } from '@/lib/field-errors';
import { useReportNeighbourhood } from '../api/report-neighbourhood';
import { RatingScaleField } from './rating-scale-field';

interface ReportNeighbourhoodDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
  readonly onReported: () => void;
}

const EMPTY = { neighborhoodName: '', safetyScore: 3, description: '', bestTimeToVisit: '', transportOptions: '' };

export function ReportNeighbourhoodDialog({ open, onClose, destination, onReported }: ReportNeighbourhoodDialogProps) {
  const intl = useIntl();
  const optionalNote = intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' });
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const form = useFormSubmission({
    initial: () => EMPTY,
    validate: (draft): FieldErrors =>
      draft.neighborhoodName.trim() === ''
        ? {
            neighborhoodName: intl.formatMessage({
              id: 'nbReport.name.missing',
              defaultMessage: 'Please name the neighborhood',
            }),
          }
        : {},
    toRequest: (draft) => ({
      destinationId: destination.id,
      neighborhoodName: draft.neighborhoodName.trim(),
      safetyScore: draft.safetyScore,
      description: optional(draft.description),
      bestTimeToVisit: optional(draft.bestTimeToVisit),
      transportOptions: optional(draft.transportOptions),
    }),
    mutation: useReportNeighbourhood(),
    action: 'report-neighbourhood',
    success: (report) => ({
      title: intl.formatMessage({ id: 'nbReport.submitted', defaultMessage: 'Neighborhood report submitted' }),
      description: intl.formatMessage(
        { id: 'nbReport.submitted.text', defaultMessage: 'Thank you for reporting on {place}.' },
        { place: report.neighborhoodName },
      ),
    }),
    failure: (error) => ({
      title: intl.formatMessage({ id: 'nbReport.failed', defaultMessage: 'Report not submitted' }),
      description: errorText(intl, error),
    }),
    onDone: (report) => {
      if (report) onReported();
      onClose();
    },
  });
  const suggestionsId = useId();

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
      title={<FormattedMessage id="dashboard.contribute.neighbourhood" defaultMessage="Report Neighborhood" />}
      description={
        <FormattedMessage
          id="nbReport.lead"
          defaultMessage="How safe did a neighborhood of {place} feel? Your report joins its neighborhood score."
          values={{ place: destination.name }}
        />
      }
      submitLabel={intl.formatMessage({ id: 'nbReport.submit', defaultMessage: 'Submit Report' })}
    >
      <TextField
        label={intl.formatMessage({ id: 'nbReport.name', defaultMessage: 'Neighborhood' })}
        list={suggestionsId}
        autoComplete="off"
        required
        maxLength={NEIGHBOURHOOD_NAME_MAX_LENGTH}
        placeholder={
          destination.neighborhoods[0]?.name ??
          intl.formatMessage({ id: 'nbReport.name.placeholder', defaultMessage: 'Name of the neighborhood' })
        }
        {...form.text('neighborhoodName')}
      />
      <datalist id={suggestionsId}>
        {destination.neighborhoods.map((neighbourhood) => (
          <option key={neighbourhood.id} value={neighbourhood.name} />
        ))}
      </datalist>
      <RatingScaleField
        label={intl.formatMessage({ id: 'nbReport.safety', defaultMessage: 'Safety' })}
        hint={intl.formatMessage({ id: 'nbReport.safety.hint', defaultMessage: '1 unsafe, 5 very safe' })}
        {...form.choice('safetyScore')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'nbReport.description', defaultMessage: 'Description' })}
        note={optionalNote}
        rows={3}
        maxLength={NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'nbReport.description.placeholder',
          defaultMessage: 'What is it like by day and by night?',
        })}
        {...form.text('description')}
      />
      <div className="form-grid">
        <TextField
          label={intl.formatMessage({ id: 'dashboard.reports.bestTime', defaultMessage: 'Best time to visit' })}
          note={optionalNote}
          maxLength={NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: 'nbReport.bestTime.placeholder',
            defaultMessage: 'Daytime, weekends…',
          })}
          {...form.text('bestTimeToVisit')}
        />
        <TextField
          label={intl.formatMessage({ id: 'nbReport.transport', defaultMessage: 'Transport options' })}
          note={optionalNote}
          maxLength={NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: 'nbReport.transport.placeholder',
            defaultMessage: 'Metro line 3, night bus N7…',
          })}
          {...form.text('transportOptions')}
        />
      </div>
    </FormDialog>
  );
}
