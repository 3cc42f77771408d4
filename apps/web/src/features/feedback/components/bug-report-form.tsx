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
  const { draft, errors, set } = form;

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
          name="title"
          required
          maxLength={BUG_TITLE_MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: 'feedback.bug.bugTitlePlaceholder',
            defaultMessage: 'For example: the map stays blank on my phone',
          })}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <SelectField
          label={intl.formatMessage({ id: 'feedback.bug.severity', defaultMessage: 'Severity' })}
          name="severity"
          options={BUG_SEVERITIES}
          optionLabels={labelsOf(intl, SEVERITY_WORDS)}
          value={draft.severity}
          onChange={(value) => set('severity', value)}
          required
          error={errors.severity}
        />
      </div>
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.bug.description', defaultMessage: 'Description' })}
        name="description"
        rows={4}
        required
        maxLength={BUG_DESCRIPTION_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.bug.descriptionPlaceholder',
          defaultMessage: 'What happened, and what did you expect to happen?',
        })}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.bug.steps', defaultMessage: 'Steps to reproduce' })}
        name="steps"
        rows={4}
        required
        maxLength={BUG_STEPS_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.bug.stepsPlaceholder',
          defaultMessage: '1. Open the dashboard\n2. Choose the Explore tab\n3. ...',
        })}
        value={draft.steps}
        onChange={(event) => set('steps', event.target.value)}
        error={errors.steps}
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
            name="url"
            type="url"
            maxLength={URL_MAX_LENGTH}
            value={draft.url}
            onChange={(event) => set('url', event.target.value)}
            error={errors.url}
          />
          <TextField
            label={intl.formatMessage({ id: 'feedback.bug.browser', defaultMessage: 'Browser' })}
            name="browser"
            maxLength={BUG_FIELD_MAX_LENGTH}
            value={draft.browser}
            onChange={(event) => set('browser', event.target.value)}
            error={errors.browser}
          />
          <TextField
            label={intl.formatMessage({ id: 'feedback.bug.device', defaultMessage: 'Device' })}
            name="device"
            maxLength={BUG_FIELD_MAX_LENGTH}
            value={draft.device}
            onChange={(event) => set('device', event.target.value)}
            error={errors.device}
          />
        </div>
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'feedback.bug.screenshot', defaultMessage: 'Screenshot URL' })}
        note={intl.formatMessage({ id: 'feedback.bug.screenshotNote', defaultMessage: 'optional, a link to an image' })}
        name="screenshot"
        type="url"
        maxLength={URL_MAX_LENGTH}
        placeholder={URL_PREFIX}
        value={draft.screenshot}
        onChange={(event) => set('screenshot', event.target.value)}
        error={errors.screenshot}
      />
      <TextField
        label={intl.formatMessage({ id: 'feedback.email', defaultMessage: 'Email' })}
        note={intl.formatMessage({ id: 'feedback.optional', defaultMessage: 'optional' })}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="contactAllowed"
          checked={draft.contactAllowed}
          onChange={(event) => set('contactAllowed', event.target.checked)}
        />
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
