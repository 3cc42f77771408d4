/**
 * The SOS dialog (docs/SAFETY-NETWORK.md "SOS"): what is sent and to whom, then, once she confirms,
 * five seconds to cancel, then every accepted contact gets one email at once. Whatever happens to the
 * send (no connection, no contact yet), her screen shows the local emergency numbers as tap-to-call.
 */
import 'virtual:message-part/safety';
import 'virtual:message-part/more';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/error-words';
import { useCheckInStatus, useSos } from '../api/check-ins';
import { useNumbersFor } from './sos-numbers';
import '@/styles/safety.css';

const COUNTDOWN_SECONDS = 5;

type Stage = 'confirm' | 'counting' | 'sent' | 'failed';

export default function SosDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const status = useCheckInStatus();
  const sos = useSos();
  const numbersFor = useNumbersFor();
  const [stage, setStage] = useState<Stage>('confirm');
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const where = sos.data?.where ?? status.data?.where ?? null;
  const contacts = status.data?.acceptedContacts ?? 0;

  useEffect(() => {
    if (!open) {
      setStage('confirm');
      setLeft(COUNTDOWN_SECONDS);
      sos.reset();
    }
  }, [open]);

  useEffect(() => {
    if (stage !== 'counting') return;
    if (left === 0) {
      sos.mutate(where ? { destinationId: where.destinationId } : {}, {
        onSuccess: () => setStage('sent'),
        onError: () => setStage('failed'),
      });
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [stage, left]);

  const numbers: ReactNode = where ? (
    numbersFor(where.countryCode, where.country)
  ) : (
    <p>
      <FormattedMessage
        id="safety.sos.whereUnknown"
        defaultMessage="We do not know which country you are in today (no trip for today, no check-in from a city). Find its numbers on <link>its country's page</link>."
        values={{ link: (text) => <Link to="/countries">{text}</Link> }}
      />
    </p>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={stage === 'counting' ? cancelRef : undefined}
      dismissible={!sos.isPending}
    >
      <div className="sos-dialog" data-testid="sos-dialog" data-stage={stage}>
        <h2 id={titleId}>
          <FormattedMessage id="safety.sos.title" defaultMessage="SOS" />
        </h2>
        {stage === 'confirm' && (
          <>
            <p id={textId}>
              <FormattedMessage
                id="safety.sos.what"
                defaultMessage="{contacts, plural, =0 {You have no trusted contact who has accepted yet: nobody will be emailed, but the numbers to call are below.} one {Your trusted contact gets one email at once: where you are, your last check-in, the local emergency numbers and your government's line.} other {Your # trusted contacts each get one email at once: where you are, your last check-in, the local emergency numbers and your government's line.}}"
                values={{ contacts }}
              />
            </p>
            <p className="muted">
              <FormattedMessage
                id="safety.sos.cancelWindow"
                defaultMessage="After you confirm you have five seconds to cancel. In danger now? Call the local emergency number first."
              />
            </p>
            <div className="dialog-actions">
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                <FormattedMessage id="safety.sos.notNow" defaultMessage="Not now" />
              </button>
              <button
                type="button"
                className="btn btn-danger"
                data-testid="sos-confirm"
                onClick={() => setStage('counting')}
              >
                <FormattedMessage id="safety.sos.confirm" defaultMessage="Send SOS" />
              </button>
            </div>
            {numbers}
          </>
        )}
        {stage === 'counting' && (
          <>
            <p id={textId} className="sos-countdown" role="timer" aria-live="assertive" data-testid="sos-countdown">
              {sos.isPending ? (
                <FormattedMessage id="safety.sos.sending" defaultMessage="Sending…" />
              ) : (
                <FormattedMessage
                  id="safety.sos.countdown"
                  defaultMessage="Sending in {seconds, plural, one {# second} other {# seconds}}"
                  values={{ seconds: left }}
                />
              )}
            </p>
            <button
              ref={cancelRef}
              type="button"
              className="btn btn-primary sos-cancel"
              data-testid="sos-cancel"
              disabled={sos.isPending}
              onClick={() => {
                setStage('confirm');
                setLeft(COUNTDOWN_SECONDS);
              }}
            >
              <FormattedMessage id="safety.sos.cancel" defaultMessage="Cancel" />
            </button>
            {numbers}
          </>
        )}
        {stage === 'sent' && sos.data && (
          <>
            <p id={textId} role="status" data-testid="sos-sent">
              <FormattedMessage
                id="safety.sos.sent"
                defaultMessage="{contacts, plural, =0 {SOS recorded. No trusted contact has accepted yet, so no one was emailed.} one {SOS sent to your trusted contact.} other {SOS sent to your # trusted contacts.}}"
                values={{ contacts: sos.data.contactsTold }}
              />
            </p>
            {numbers}
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              <FormattedMessage id="safety.sos.close" defaultMessage="Close" />
            </button>
          </>
        )}
        {stage === 'failed' && (
          <>
            <p id={textId} role="alert">
              <FormattedMessage
                id="safety.sos.failed"
                defaultMessage="The SOS could not be sent: {why} Call the local emergency number now."
                values={{ why: errorText(intl, sos.error) }}
              />
            </p>
            {numbers}
            <button type="button" className="btn btn-primary" onClick={() => setStage('counting')}>
              <FormattedMessage id="safety.sos.retry" defaultMessage="Try again" />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
