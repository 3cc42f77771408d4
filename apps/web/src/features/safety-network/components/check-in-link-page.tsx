/**
 * /check-in?token=: her "I'm OK" (or "I'm safe") from a reminder's or a safety check's email, with no
 * session. Opening the link changes nothing, so a mail scanner checks no one in: she presses the button.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckCircle2 } from 'lucide-react';
import { errorText } from '@/lib/error-words';
import { useCheckInByLink, useCheckInLink } from '../api/message-links';
import { BrokenLink } from './page-states';
import '@/styles/alert-settings.css';
import '@/styles/safety.css';

export function CheckInLinkPage({ token }: { readonly token: string | null }) {
  const intl = useIntl();
  const view = useCheckInLink(token);
  const press = useCheckInByLink(token ?? '');
  if (!token || view.isError) return <BrokenLink error={view.error} />;
  const safety = view.data?.purpose === 'safety-check';
  if (press.isSuccess || view.data?.done) {
    return (
      <div className="container centered-page message-link-page" data-testid="checked-in">
        <CheckCircle2 aria-hidden="true" size={40} className="message-link-icon" />
        <h1>
          {safety ? (
            <FormattedMessage id="safety.link.markedSafe" defaultMessage="You are marked safe" />
          ) : (
            <FormattedMessage
              id="safety.link.checkedIn"
              defaultMessage="Checked in at {time}"
              values={{ time: intl.formatTime(press.data?.at ?? new Date(), { hour: '2-digit', minute: '2-digit' }) }}
            />
          )}
        </h1>
      </div>
    );
  }
  return (
    <div className="container centered-page message-link-page">
      <h1>
        {safety ? (
          <FormattedMessage id="safety.link.areYouSafe" defaultMessage="Are you safe?" />
        ) : (
          <FormattedMessage id="safety.link.checkIn" defaultMessage="Check in" />
        )}
      </h1>
      {view.data?.alertTitle && (
        <p className="lead">
          <q lang="en">{view.data.alertTitle}</q>
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary im-ok"
        disabled={!view.data || press.isPending}
        onClick={() => press.mutate()}
        data-testid="link-check-in"
      >
        {safety ? (
          <FormattedMessage id="safety.status.imSafe" defaultMessage="I'm safe" />
        ) : (
          <FormattedMessage id="safetyBar.imOk" defaultMessage="I'm OK" />
        )}
      </button>
      {press.isError && (
        <p role="alert" className="field-error">
          {errorText(intl, press.error)}
        </p>
      )}
    </div>
  );
}
