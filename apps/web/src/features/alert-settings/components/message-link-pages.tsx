/**
 * The pages the links in our emails open, without signing in, in the language of the email's link
 * (`/es/unsubscribe?…`): confirming her address for alert emails (confirmed as the page opens), and
 * unsubscribing (what the message was about, then her choice: this place, this kind of alert, or all
 * alert email).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CheckCircle2, MailX } from 'lucide-react';
import { errorText } from '@/lib/error-words';
import { useConfirmEmail, useUnsubscribe, useUnsubscribeTarget } from '../api/message-links';
import { kindName } from '../lib/alert-settings-words';
import '@/styles/alert-settings.css';

const settingsLink = (text: ReactNode) => <Link to="/safety-alerts/settings">{text}</Link>;

/** A link from an email that cannot do what it says: why, and where to go instead. */
function BrokenLink({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <h1>
        <FormattedMessage id="messageLink.broken" defaultMessage="This link does not work" />
      </h1>
      <p className="lead">{children}</p>
    </>
  );
}

export function ConfirmEmailPage({ token }: { readonly token: string | null }) {
  const intl = useIntl();
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
        <BrokenLink>
          <FormattedMessage
            id="messageLink.confirm.broken"
            defaultMessage="{why} Ask for a new one in your <link>alert settings</link>."
            values={{
              why: confirm.error
                ? errorText(intl, confirm.error)
                : intl.formatMessage({
                    id: 'messageLink.confirm.incomplete',
                    defaultMessage: 'The confirmation link is incomplete.',
                  }),
              link: settingsLink,
            }}
          />
        </BrokenLink>
      ) : confirm.isSuccess ? (
        <>
          <CheckCircle2 aria-hidden="true" size={40} className="message-link-icon" />
          <h1>
            <FormattedMessage id="messageLink.confirmed" defaultMessage="Your address is confirmed" />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="messageLink.confirmed.text"
              defaultMessage="Alerts for your places will now reach your inbox too. Change what you get in your <link>alert settings</link>."
              values={{ link: settingsLink }}
            />
          </p>
        </>
      ) : (
        <p className="lead" role="status">
          <FormattedMessage id="messageLink.confirming" defaultMessage="Confirming your address…" />
        </p>
      )}
    </div>
  );
}

export function UnsubscribePage({ token }: { readonly token: string | null }) {
  const intl = useIntl();
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token ?? '');
  const about = target.data;
  if (!token || target.isError) {
    return (
      <div className="container centered-page message-link-page">
        <BrokenLink>
          <FormattedMessage
            id="messageLink.unsubscribe.broken"
            defaultMessage="{why} You can change every alert in your <link>alert settings</link>."
            values={{
              why: target.error
                ? errorText(intl, target.error)
                : intl.formatMessage({
                    id: 'messageLink.unsubscribe.incomplete',
                    defaultMessage: 'The unsubscribe link is incomplete.',
                  }),
              link: settingsLink,
            }}
          />
        </BrokenLink>
      </div>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <div className="container centered-page message-link-page">
        <MailX aria-hidden="true" size={40} className="message-link-icon" />
        <h1>
          <FormattedMessage id="messageLink.done" defaultMessage="Done" />
        </h1>
        <p className="lead" data-testid="unsubscribe-result">
          {intl.locale === 'en'
            ? unsubscribe.data.message
            : intl.formatMessage(
                {
                  id: 'messageLink.unsubscribed',
                  defaultMessage:
                    '{scope, select, place {Alerts for this place are paused. Resume them in your alert settings.} kind {You will no longer get alerts about: {kind}.} other {You will get no more alert emails. Push and the in-app bell stay as they were.}}',
                },
                { scope: unsubscribe.data.scope, kind: about?.kind ? kindName(intl, about.kind) : '' },
              )}
        </p>
        <p>
          <FormattedMessage
            id="messageLink.undo"
            defaultMessage="See or undo it in your <link>alert settings</link>."
            values={{ link: settingsLink }}
          />
        </p>
      </div>
    );
  }
  return (
    <div className="container centered-page message-link-page">
      <h1>
        <FormattedMessage id="messageLink.stop" defaultMessage="Stop these alerts?" />
      </h1>
      {!about ? (
        <p role="status">
          <FormattedMessage id="alertSettings.told.loading" defaultMessage="Loading…" />
        </p>
      ) : (
        <>
          <p className="lead">
            <FormattedMessage id="messageLink.stop.text" defaultMessage="Choose what to stop. Nothing else changes." />
          </p>
          <div className="message-link-choices">
            {about.placeId && about.placeLabel && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate('place')}
              >
                <FormattedMessage
                  id="messageLink.stop.place"
                  defaultMessage="Pause alerts for {place}"
                  values={{ place: about.placeLabel }}
                />
              </button>
            )}
            {about.kind && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate('kind')}
              >
                <FormattedMessage
                  id="messageLink.stop.kind"
                  defaultMessage="Stop alerts about {kind}"
                  values={{
                    // English writes the kind in lower case mid-sentence; other languages, after a colon, as named.
                    kind: intl.locale === 'en' ? kindName(intl, about.kind).toLowerCase() : kindName(intl, about.kind),
                  }}
                />
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate('all')}
            >
              <FormattedMessage id="messageLink.stop.all" defaultMessage="Stop all alert emails" />
            </button>
          </div>
          {unsubscribe.isError && (
            <p className="field-error" role="alert">
              {errorText(intl, unsubscribe.error)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
