/**
 * The Join Waitlist modal of the landing page. States: closed, open, submitting, success; after
 * success it says "You're on the list!" and moves on to /thank-you one second later.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { THANK_YOU_REDIRECT_MS } from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import type { JoinWaitlistInput } from '../api/join-waitlist';
import { useJoinWaitlistForm } from '../hooks/use-join-waitlist-form';
import { JoinWaitlistForm } from './join-waitlist-form';

interface JoinWaitlistDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function JoinWaitlistDialog({ open, onClose }: JoinWaitlistDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [joined, setJoined] = useState<JoinWaitlistInput | null>(null);
  const intl = useIntl();
  const form = useJoinWaitlistForm({
    failureToasts: {
      network: {
        title: intl.formatMessage({ id: 'joinWaitlist.connection', defaultMessage: 'Connection Error' }),
        description: intl.formatMessage({
          id: 'joinWaitlist.connection.text',
          defaultMessage: 'Unable to verify email. Please try again.',
        }),
      },
      unknown: {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        description: intl.formatMessage({
          id: 'joinWaitlist.unknown.text',
          defaultMessage: 'Something went wrong. Please try again.',
        }),
      },
    },
    onJoined: (_, input) => setJoined(input),
  });

  useEffect(() => {
    if (!joined) return;
    const search = new URLSearchParams({ name: joined.name, email: joined.email });
    const timer = setTimeout(() => void navigate(`/thank-you?${search.toString()}`), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [joined, navigate]);

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={nameRef}
      dismissible={!form.isSubmitting && !joined}
    >
      {joined ? (
        <div className="dialog-success" role="status">
          <CircleCheck className="dialog-success-icon" aria-hidden="true" size={48} />
          <h2 id={titleId}>
            <FormattedMessage id="joinWaitlist.onList" defaultMessage="You're on the list!" />
          </h2>
          <p id={descriptionId}>
            <FormattedMessage id="joinWaitlist.onList.text" defaultMessage="Taking you to your welcome page…" />
          </p>
        </div>
      ) : (
        <>
          <h2 id={titleId} className="dialog-title">
            <FormattedMessage id="joinWaitlist.title" defaultMessage="Join the SafeTrails beta" />
          </h2>
          <p id={descriptionId} className="dialog-description">
            <FormattedMessage
              id="joinWaitlist.lead"
              defaultMessage="The first {first, number} travellers get 6 months free, priority features and 24/7 support."
              values={{ first: 1000 }}
            />
          </p>
          <JoinWaitlistForm
            nameRef={nameRef}
            isSubmitting={form.isSubmitting}
            fieldErrors={form.fieldErrors}
            onSubmit={form.submit}
          />
        </>
      )}
    </Dialog>
  );
}
