/**
 * Report Data Issue (spec part 2 "Data report"): which kind of item, its ID, what is wrong with it
 * and, if the reporter knows it, the correct information.
 */
import { DatabaseZap } from 'lucide-react';
import {
  DATA_REPORT_CORRECTION_MAX_LENGTH,
  DATA_REPORT_ISSUE_MAX_LENGTH,
  DATA_REPORT_ITEM_TYPES,
} from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitDataReport } from '../api/submit-data-report';
import { FeedbackFormHeader } from './feedback-form-header';
import { NEW_DATA_REPORT, dataReportRequest, validateDataReport } from '../lib/feedback-forms';
import { DATA_ITEM_TYPE_WORDS, failureToast, feedbackRuleWords, labelsOf, successToast } from '../lib/feedback-words';

export function DataReportForm() {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: () => NEW_DATA_REPORT,
    validate: (draft) => validateDataReport(draft, feedbackRuleWords(intl)),
    toRequest: dataReportRequest,
    mutation: useSubmitDataReport(),
    action: 'send-feedback',
    success: successToast(intl, 'report'),
    failure: (error) => failureToast(intl, 'report', error),
  });

  return (
    <Form submission={form} labelledBy="data-report-title">
      <FeedbackFormHeader
        icon={DatabaseZap}
        titleId="data-report-title"
        title={intl.formatMessage({ id: 'feedback.report.title', defaultMessage: 'Report Data Issue' })}
        intro={intl.formatMessage({
          id: 'feedback.report.intro',
          defaultMessage:
            'Seen a wrong score, a closed place or an outdated detail? Tell us which item and what is wrong.',
        })}
      />
      <div className="form-grid">
        <SelectField
          label={intl.formatMessage({ id: 'feedback.report.itemType', defaultMessage: 'Data type' })}
          options={DATA_REPORT_ITEM_TYPES}
          optionLabels={labelsOf(intl, DATA_ITEM_TYPE_WORDS)}
          {...form.choice('itemType')}
          placeholder={intl.formatMessage({
            id: 'feedback.report.itemTypePlaceholder',
            defaultMessage: 'Select the type of item',
          })}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'feedback.report.itemId', defaultMessage: 'ID' })}
          note={intl.formatMessage({
            id: 'feedback.report.itemIdNote',
            defaultMessage: "the number in the item's address, e.g. /destination/3",
          })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          {...form.text('itemId')}
        />
      </div>
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.report.issue', defaultMessage: 'What is wrong?' })}
        rows={5}
        required
        maxLength={DATA_REPORT_ISSUE_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.report.issuePlaceholder',
          defaultMessage: 'Describe the issue: what is shown, and why it is not right.',
        })}
        {...form.text('issue')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.report.correction', defaultMessage: 'Correct information' })}
        note={intl.formatMessage({ id: 'feedback.optional', defaultMessage: 'optional' })}
        rows={3}
        maxLength={DATA_REPORT_CORRECTION_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.report.correctionPlaceholder',
          defaultMessage: 'If you know it, what should it say?',
        })}
        {...form.text('correction')}
      />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'feedback.report.submit', defaultMessage: 'Submit Report' })}
      />
    </Form>
  );
}
