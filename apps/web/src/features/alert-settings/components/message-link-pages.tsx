/**
 * The pages the links in our emails open, without signing in: confirming her address for alert
 * emails (confirmed as the page opens), and unsubscribing (what the message was about, then her
 * choice: this place, this kind of alert, or all alert email).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, MailX } from 'lucide-react';
import { useConfirmEmail, useUnsubscribe, useUnsubscribeTarget } from '../api/message-links';
import '@/styles/alert-settings.css';

export function ConfirmEmailPage({ token }: { readonly token: string | null }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);
  return (
    <div className="container centered-page message-link-page">
      {!token || confirm.isError ? (
        <>
          <h1>This link does not work</h1>
          <p className="lead">
            {confirm.error?.message ?? 'The confirmation link is incomplete.'} Ask for a new one in your{' '}
            <Link to="/safety-alerts/settings">alert settings</Link>.
          </p>
        </>
      ) : confirm.isSuccess ? (
        <>
          <CheckCircle2 aria-hidden="true" size={40} className="message-link-icon" />
          <h1>Your address is confirmed</h1>
          <p className="lead">
            Alerts for your places will now reach your inbox too. Change what you get in your{' '}
            <Link to="/safety-alerts/settings">alert settings</Link>.
          </p>
        </>
      ) : (
        <p className="lead" role="status">
          Confirming your address…
        </p>
      )}
    </div>
  );
}

export function UnsubscribePage({ token }: { readonly token: string | null }) {
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token ?? '');
  if (!token || target.isError) {
    return (
      <div className="container centered-page message-link-page">
        <h1>This link does not work</h1>
        <p className="lead">
          {target.error?.message ?? 'The unsubscribe link is incomplete.'} You can change every alert in your{' '}
          <Link to="/safety-alerts/settings">alert settings</Link>.
        </p>
      </div>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <div className="container centered-page message-link-page">
        <MailX aria-hidden="true" size={40} className="message-link-icon" />
        <h1>Done</h1>
        <p className="lead" data-testid="unsubscribe-result">
          {unsubscribe.data.message}
        </p>
        <p>
          See or undo it in your <Link to="/safety-alerts/settings">alert settings</Link>.
        </p>
      </div>
    );
  }
  const about = target.data;
  return (
    <div className="container centered-page message-link-page">
      <h1>Stop these alerts?</h1>
      {!about ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p className="lead">Choose what to stop. Nothing else changes.</p>
          <div className="message-link-choices">
            {about.placeId && about.placeLabel && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate('place')}
              >
                Pause alerts for {about.placeLabel}
              </button>
            )}
            {about.kind && about.kindLabel && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate('kind')}
              >
                Stop alerts about {about.kindLabel.toLowerCase()}
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate('all')}
            >
              Stop all alert emails
            </button>
          </div>
          {unsubscribe.isError && (
            <p className="field-error" role="alert">
              {unsubscribe.error.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
