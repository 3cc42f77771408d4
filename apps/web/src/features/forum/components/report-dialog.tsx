/**
 * Report a post or comment to the moderators: a reason from the contracts' list and, optionally,
 * what is wrong in the reporter's words. It enters the moderation queue; reporting the same thing
 * twice is answered with the same receipt.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import {
  CONTENT_REPORT_DETAILS_MAX_LENGTH,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
  type ReactionTargetType,
} from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorText } from '@/lib/error-words';
import { fieldErrorsOf } from '@/lib/field-errors';
import { REPORT_REASON_WORDS } from '../lib/forum-words';
import { useReportContent } from '../api/report-content';
import { DialogActions } from '@/components/form/submit-button';

interface ReportDialogProps {
  readonly target: { readonly type: ReactionTargetType; readonly id: string } | null;
  readonly onClose: () => void;
}

export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<ContentReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const mutation = useReportContent();
  const id = useId();
  const titleId = `${id}-title`;
  const reasonErrorId = `${id}-reason-error`;

  const close = () => {
    setReason(null);
    setDetails('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    if (!target) return;
    if (!reason) {
      setErrors({
        reason: intl.formatMessage({
          id: 'forum.reportDialog.reasonRequired',
          defaultMessage: 'Please select a reason',
        }),
      });
      return;
    }
    const trimmed = details.trim();
    mutation.mutate(
      { targetType: target.type, targetId: target.id, reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage({ id: 'forum.reportDialog.sent', defaultMessage: 'Report sent' }), {
            description: intl.formatMessage({
              id: 'forum.reportDialog.sentText',
              defaultMessage: 'Thank you. Our moderators will review it and act if it breaks the guidelines.',
            }),
          });
          close();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, intl));
          toast.error(
            intl.formatMessage({ id: 'forum.reportDialog.failed', defaultMessage: 'Failed to send the report' }),
            {
              description: errorText(intl, error),
            },
          );
        },
      },
    );
  };

  return (
    <Dialog open={target !== null} onClose={close} labelledBy={titleId} dismissible={!mutation.isPending}>
      <h2 id={titleId} className="dialog-title">
        <FormattedMessage
          id="forum.reportDialog.title"
          defaultMessage="{what, select, comment {Report this comment} other {Report this post}}"
          values={{ what: target?.type ?? 'post' }}
        />
      </h2>
      <p className="dialog-description">
        <FormattedMessage
          id="forum.reportDialog.description"
          defaultMessage="Tell the moderators what is wrong. The author is not told who reported it."
        />
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="fieldset">
          <legend className="field-label">
            <FormattedMessage id="forum.reportDialog.reason" defaultMessage="Reason" />
          </legend>
          <div className="forum-report-reasons">
            {CONTENT_REPORT_REASONS.map((option) => (
              <label key={option} className="checkbox">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? reasonErrorId : undefined}
                  onChange={() => {
                    setReason(option);
                    setErrors({});
                  }}
                />
                <span>
                  <FormattedMessage {...REPORT_REASON_WORDS[option]} />
                </span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={reasonErrorId} className="field-error">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={intl.formatMessage({ id: 'forum.reportDialog.details', defaultMessage: 'Details' })}
          note={intl.formatMessage({ id: 'forum.reportDialog.optional', defaultMessage: 'optional' })}
          name="details"
          rows={3}
          maxLength={CONTENT_REPORT_DETAILS_MAX_LENGTH}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          error={errors.details}
        />
        <DialogActions
          onCancel={close}
          isSubmitting={mutation.isPending}
          label={intl.formatMessage({ id: 'forum.reportDialog.submit', defaultMessage: 'Submit Report' })}
          submittingLabel={intl.formatMessage({ id: 'forum.reportDialog.sending', defaultMessage: 'Sending...' })}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
