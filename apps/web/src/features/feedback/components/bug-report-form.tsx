/**
 * Report a Bug (spec part 2 "Bug report"): title, description, severity (medium by default), steps
 * to reproduce, the page, browser and device (filled in from where the form is opened, and editable),
 * a screenshot link, an optional email and permission to contact. The screen size and user agent go
 * with it in the metadata.
 */
import { Bug } from 'lucide-react';
import {
  BUG_DESCRIPTION_MAX_LENGTH,
  BUG_FIELD_MAX_LENGTH,
  BUG_SEVERITIES,
  BUG_STEPS_MAX_LENGTH,
  BUG_TITLE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitBugReport } from '../api/submit-bug-report';
import { FeedbackFormHeader } from './feedback-form-header';
import { browserOf, deviceOf } from '../lib/client-environment';
import { bugReportRequest, newBugReport, validateBugReport } from '../lib/feedback-forms';
import { SEVERITY_WORDS, failureToast, feedbackRuleWords, labelsOf, successToast } from '../lib/feedback-words';
import { screenSize, submissionMetadata } from '../lib/submission-metadata';

function newBugReportHere() {
  const userAgent = navigator.userAgent;
  return newBugReport({ url: window.location.href, browser: browserOf(userAgent), device: deviceOf(userAgent) });
}

/** What a web address starts with: the same in every language. */
const URL_PREFIX = 'https://';

export function BugReportForm() {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: newBugReportHere,
    validate: (draft) => validateBugReport(draft, feedbackRuleWords(intl)),
    toRequest: (draft) => bugReportRequest(draft, { ...submissionMetadata(), ...screenSize() }),
    mutation: useSubmitBugReport(),
    action: 'send-feedback',
    success: successToast(intl, 'bug'),
    failure: (error) => failureToast(intl, 'bug', error),
  });

  return (
    <Form submission={form} labelledBy="bug-report-title">
      <FeedbackFormHeader
        icon={Bug}
        titleId="bug-report-title"
        title={intl.formatMessage({ id: 'feedback.bug.title', defaultMessage: 'Report a Bug' })}
        intro={intl.formatMessage({
          id: 'feedback.bug.intro',
          defaultMessage: 'Something broken? The more precisely you describe it, the faster we fix it.',
        })}
      />
      <div className="form-grid">
        <TextField
          label={intl.formatMessage({ id: 'feedback.bug.bugTitle', defaultMessage: 'Bug title' })}
          required
          maxLength={BUG_TITLE_MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: 'feedback.bug.bugTitlePlaceholder',
            defaultMessage: 'For example: the map stays blank on my phone',
          })}
          {...form.text('title')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'feedback.bug.severity', defaultMessage: 'Severity' })}
          options={BUG_SEVERITIES}
          optionLabels={labelsOf(intl, SEVERITY_WORDS)}
          {...form.choice('severity')}
          required
        />
      </div>
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.bug.description', defaultMessage: 'Description' })}
        rows={4}
        required
        maxLength={BUG_DESCRIPTION_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.bug.descriptionPlaceholder',
          defaultMessage: 'What happened, and what did you expect to happen?',
        })}
        {...form.text('description')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.bug.steps', defaultMessage: 'Steps to reproduce' })}
        rows={4}
        required
        maxLength={BUG_STEPS_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.bug.stepsPlaceholder',
          defaultMessage: '1. Open the dashboard\n2. Choose the Explore tab\n3. ...',
        })}
        {...form.text('steps')}
      />
      <fieldset className="fieldset">
        <legend className="field-label">
          <FormattedMessage id="feedback.bug.where" defaultMessage="Where it happened" />
        </legend>
        <p className="field-hint">
          <FormattedMessage
            id="feedback.bug.whereHint"
            defaultMessage="Filled in from this browser; change them if the bug happened elsewhere."
          />
        </p>
        <div className="form-grid">
          <TextField
            label={intl.formatMessage({ id: 'feedback.bug.url', defaultMessage: 'Page URL' })}
            type="url"
            maxLength={URL_MAX_LENGTH}
            {...form.text('url')}
          />
          <TextField
            label={intl.formatMessage({ id: 'feedback.bug.browser', defaultMessage: 'Browser' })}
            maxLength={BUG_FIELD_MAX_LENGTH}
            {...form.text('browser')}
          />
          <TextField
            label={intl.formatMessage({ id: 'feedback.bug.device', defaultMessage: 'Device' })}
            maxLength={BUG_FIELD_MAX_LENGTH}
            {...form.text('device')}
          />
        </div>
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'feedback.bug.screenshot', defaultMessage: 'Screenshot URL' })}
        note={intl.formatMessage({ id: 'feedback.bug.screenshotNote', defaultMessage: 'optional, a link to an image' })}
        type="url"
        maxLength={URL_MAX_LENGTH}
        placeholder={URL_PREFIX}
        {...form.text('screenshot')}
      />
      <TextField
        label={intl.formatMessage({ id: 'feedback.email', defaultMessage: 'Email' })}
        note={intl.formatMessage({ id: 'feedback.optional', defaultMessage: 'optional' })}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...form.text('email')}
      />
      <label className="checkbox">
        <input type="checkbox" {...form.checkbox('contactAllowed')} />
        <span>
          <FormattedMessage id="feedback.bug.contact" defaultMessage="You may contact me about this bug" />
        </span>
      </label>
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'feedback.bug.submit', defaultMessage: 'Submit Bug Report' })}
      />
    </Form>
  );
}
