/**
 * /trusted-contact?token=: what a trusted contact's link opens, with no account, in the language of
 * their messages. Opening it changes nothing (mail scanners open links): they accept or decline with a
 * button, and stop at any time. Accepted, they see what she shares, only while she shares it.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckCircle2, MapPin, UserX } from 'lucide-react';
import type { ContactLinkView } from '@safetrails/contracts';
import { errorText } from '@/lib/error-words';
import { useAnswerInvitation, useContactLink } from '../api/message-links';
import { timeWithZone } from '../lib/check-in-words';
import { BrokenLink, Opening } from './page-states';
import '@/styles/alert-settings.css';
import '@/styles/safety.css';

export function ContactLinkPage({ token, stop }: { readonly token: string | null; readonly stop: boolean }) {
  const intl = useIntl();
  const view = useContactLink(token);
  const answer = useAnswerInvitation(token ?? '');
  if (!token || view.isError) return <BrokenLink error={view.error} />;
  if (!view.data) {
    return (
      <Opening>
        <FormattedMessage id="safety.link.loading" defaultMessage="Opening…" />
      </Opening>
    );
  }
  const data = view.data;
  const act = (reply: 'accept' | 'decline' | 'stop') => answer.mutate(reply);
  return (
    <div
      className="container centered-page message-link-page contact-link-page"
      data-testid="contact-link"
      data-status={data.status}
    >
      {data.status === 'invited' && (
        <>
          <h1>
            <FormattedMessage
              id="safety.link.invited"
              defaultMessage="{her} asks you to be one of her trusted contacts"
              values={{ her: data.travellerName }}
            />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="safety.link.invited.text"
              defaultMessage="If you accept, SafeTrails emails you if she misses a check-in, sends an SOS, or does not answer after a disaster near her, with where she is and the local emergency numbers. Nothing else. You can stop at any time."
            />
          </p>
          <p className="contact-link-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={answer.isPending}
              onClick={() => act('accept')}
              data-testid="contact-accept"
            >
              <FormattedMessage id="safety.link.accept" defaultMessage="Accept" />
            </button>
            <button type="button" className="btn btn-ghost" disabled={answer.isPending} onClick={() => act('decline')}>
              <FormattedMessage id="safety.link.decline" defaultMessage="Decline" />
            </button>
          </p>
        </>
      )}
      {data.status === 'accepted' && (
        <>
          <CheckCircle2 aria-hidden="true" size={40} className="message-link-icon" />
          <h1>
            <FormattedMessage
              id="safety.link.accepted"
              defaultMessage="You are one of {her}'s trusted contacts"
              values={{ her: data.travellerName }}
            />
          </h1>
          {data.sharing && <Sharing sharing={data.sharing} />}
          <p className="contact-link-stop">
            <button
              type="button"
              className={stop ? 'btn btn-danger' : 'btn btn-ghost'}
              disabled={answer.isPending}
              onClick={() => act('stop')}
              data-testid="contact-stop"
            >
              <UserX aria-hidden="true" size={16} />
              <FormattedMessage id="safety.link.stop" defaultMessage="Stop receiving her messages" />
            </button>
          </p>
        </>
      )}
      {(data.status === 'declined' || data.status === 'stopped') && (
        <>
          <h1>
            <FormattedMessage
              id="safety.link.left"
              defaultMessage="{status, select, declined {You declined} other {You stopped}}"
              values={{ status: data.status }}
            />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="safety.link.left.text"
              defaultMessage="SafeTrails sends nothing more to this address for {her}."
              values={{ her: data.travellerName }}
            />
          </p>
        </>
      )}
      {answer.isError && (
        <p role="alert" className="field-error">
          {errorText(intl, answer.error)}
        </p>
      )}
    </div>
  );
}

function Sharing({ sharing }: { readonly sharing: NonNullable<ContactLinkView['sharing']> }) {
  const intl = useIntl();
  const zone = sharing.where?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="contact-link-sharing" data-testid="contact-sharing">
      <p>
        <MapPin aria-hidden="true" size={16} />
        {sharing.where ? (
          <FormattedMessage
            id="safety.link.where"
            defaultMessage="Today she is in {city}, {country} ({from, select, trip {her trip} other {her check-in}})."
            values={{ city: sharing.where.city, country: sharing.where.country, from: sharing.where.from }}
          />
        ) : (
          <FormattedMessage id="safety.link.whereUnknown" defaultMessage="Where she is today is not known." />
        )}
      </p>
      <p>
        {sharing.lastCheckIn
          ? intl.formatMessage(
              { id: 'safety.status.last', defaultMessage: 'Last check-in: {when}' },
              { when: timeWithZone(intl, sharing.lastCheckIn.at, zone) },
            )
          : intl.formatMessage({ id: 'safety.status.never', defaultMessage: 'No check-in yet.' })}
      </p>
      {sharing.point && (
        <p>
          <a
            href={`https://www.openstreetmap.org/?mlat=${sharing.point.latitude}&mlon=${sharing.point.longitude}#map=15/${sharing.point.latitude}/${sharing.point.longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            <FormattedMessage id="safety.link.point" defaultMessage="The point she shared, on a map" />
          </a>
        </p>
      )}
    </div>
  );
}
