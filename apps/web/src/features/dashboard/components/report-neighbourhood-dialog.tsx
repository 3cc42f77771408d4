/**
 * Report Neighborhood (spec part 1 "Neighborhood report"): which neighbourhood (the destination's
 * known ones are suggested, a new name is accepted), how safe it felt from 1 to 5, and optionally a
 * description, the best time to visit and the transport options.
 */
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  NEIGHBOURHOOD_NAME_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH,
  type DestinationDetail,
} from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useReportNeighbourhood } from '../api/report-neighbourhood';
import { RatingScaleField } from './rating-scale-field';
import { recordAction } from '@/lib/analytics/tracker';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';

interface ReportNeighbourhoodDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
  readonly onReported: () => void;
}

const EMPTY = { neighborhoodName: '', safetyScore: 3, description: '', bestTimeToVisit: '', transportOptions: '' };

export function ReportNeighbourhoodDialog({ open, onClose, destination, onReported }: ReportNeighbourhoodDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useReportNeighbourhood();
  const { keyFor, reset } = useIdempotencyKey();
  const suggestionsId = useId();
  const titleId = 'report-neighbourhood-title';

  const set = <Key extends keyof typeof EMPTY>(key: Key, value: (typeof EMPTY)[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());

  const close = () => {
    setFieldErrors({});
    onClose();
  };

  const submit = () => {
    const name = values.neighborhoodName.trim();
    if (name === '') {
      setFieldErrors({ neighborhoodName: 'Please name the neighborhood' });
      return;
    }
    setFieldErrors({});
    const input = {
      destinationId: destination.id,
      neighborhoodName: name,
      safetyScore: values.safetyScore,
      description: optional(values.description),
      bestTimeToVisit: optional(values.bestTimeToVisit),
      transportOptions: optional(values.transportOptions),
    };
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (report) => {
          reset();
          recordAction('report-neighbourhood');
          setValues(EMPTY);
          toast.success('Neighborhood report submitted', {
            description: `Thank you for reporting on ${report.neighborhoodName}.`,
          });
          onReported();
          close();
        },
        onError: (error) => {
          if (toldQueuedOffline(error)) {
            reset();
            setValues(EMPTY);
            close();
            return;
          }
          setFieldErrors(fieldErrorsOf(error));
          toast.error('Report not submitted', { description: error.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy="report-neighbourhood-description"
      dismissible={!mutation.isPending}
    >
      <h2 id={titleId} className="dialog-title">
        Report Neighborhood
      </h2>
      <p id="report-neighbourhood-description" className="dialog-description">
        How safe did a neighborhood of {destination.name} feel? Your report joins its neighborhood score.
      </p>
      <form
        className="form dash-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Neighborhood"
          name="neighborhoodName"
          list={suggestionsId}
          autoComplete="off"
          required
          maxLength={NEIGHBOURHOOD_NAME_MAX_LENGTH}
          placeholder={destination.neighborhoods[0]?.name ?? 'Name of the neighborhood'}
          value={values.neighborhoodName}
          onChange={(event) => set('neighborhoodName', event.target.value)}
          error={fieldErrors.neighborhoodName}
        />
        <datalist id={suggestionsId}>
          {destination.neighborhoods.map((neighbourhood) => (
            <option key={neighbourhood.id} value={neighbourhood.name} />
          ))}
        </datalist>
        <RatingScaleField
          label="Safety"
          hint="1 unsafe, 5 very safe"
          name="safetyScore"
          value={values.safetyScore}
          onChange={(value) => set('safetyScore', value)}
          error={fieldErrors.safetyScore}
        />
        <TextAreaField
          label="Description"
          note="optional"
          name="description"
          rows={3}
          maxLength={NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH}
          placeholder="What is it like by day and by night?"
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={fieldErrors.description}
        />
        <div className="form-grid">
          <TextField
            label="Best time to visit"
            note="optional"
            name="bestTimeToVisit"
            maxLength={NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH}
            placeholder="Daytime, weekends…"
            value={values.bestTimeToVisit}
            onChange={(event) => set('bestTimeToVisit', event.target.value)}
            error={fieldErrors.bestTimeToVisit}
          />
          <TextField
            label="Transport options"
            note="optional"
            name="transportOptions"
            maxLength={NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH}
            placeholder="Metro line 3, night bus N7…"
            value={values.transportOptions}
            onChange={(event) => set('transportOptions', event.target.value)}
            error={fieldErrors.transportOptions}
          />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={mutation.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting...' : 'Submit Report'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
