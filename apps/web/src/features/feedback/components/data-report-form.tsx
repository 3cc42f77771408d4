/**
 * Report Data Issue (spec part 2 "Data report"): which kind of item, its ID, what is wrong with it
 * and, if the reporter knows it, the correct information.
 */
import { DatabaseZap } from 'lucide-react';
import {
  DATA_REPORT_CORRECTION_MAX_LENGTH,
  DATA_REPORT_ISSUE_MAX_LENGTH,
  DATA_REPORT_ITEM_TYPES,
  FEEDBACK_TOASTS,
  DATA_ITEM_TYPE_LABELS,
} from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitDataReport } from '../api/submit-data-report';
import { FeedbackFormHeader } from './feedback-form-header';
import { failureToast } from '../lib/failure-toast';
import { NEW_DATA_REPORT, dataReportRequest, validateDataReport } from '../lib/feedback-forms';

export function DataReportForm() {
  const form = useFormSubmission({
    initial: () => NEW_DATA_REPORT,
    validate: validateDataReport,
    toRequest: dataReportRequest,
    mutation: useSubmitDataReport(),
    action: 'send-feedback',
    success: { title: FEEDBACK_TOASTS.report.successTitle, description: FEEDBACK_TOASTS.report.success },
    failure: (error) => failureToast(FEEDBACK_TOASTS.report.failure, error),
  });
  const { draft, errors, set } = form;

  return (
    <Form submission={form} labelledBy="data-report-title">
      <FeedbackFormHeader
        icon={DatabaseZap}
        titleId="data-report-title"
        title="Report Data Issue"
        intro="Seen a wrong score, a closed place or an outdated detail? Tell us which item and what is wrong."
      />
      <div className="form-grid">
        <SelectField
          label="Data type"
          name="itemType"
          options={DATA_REPORT_ITEM_TYPES}
          optionLabels={DATA_ITEM_TYPE_LABELS}
          value={draft.itemType}
          onChange={(value) => set('itemType', value)}
          placeholder="Select the type of item"
          required
          error={errors.itemType}
        />
        <TextField
          label="ID"
          note="the number in the item's address, e.g. /destination/3"
          name="itemId"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={draft.itemId}
          onChange={(event) => set('itemId', event.target.value)}
          error={errors.itemId}
        />
      </div>
      <TextAreaField
        label="What is wrong?"
        name="issue"
        rows={5}
        required
        maxLength={DATA_REPORT_ISSUE_MAX_LENGTH}
        placeholder="Describe the issue: what is shown, and why it is not right."
        value={draft.issue}
        onChange={(event) => set('issue', event.target.value)}
        error={errors.issue}
      />
      <TextAreaField
        label="Correct information"
        note="optional"
        name="correction"
        rows={3}
        maxLength={DATA_REPORT_CORRECTION_MAX_LENGTH}
        placeholder="If you know it, what should it say?"
        value={draft.correction}
        onChange={(event) => set('correction', event.target.value)}
        error={errors.correction}
      />
      <SubmitButton isSubmitting={form.isSubmitting} label="Submit Report" />
    </Form>
  );
}
