/**
 * "I'm OK": in every page's header and at the top of her dashboard while a check-in is planned or a
 * safety check waits for her answer. One tap checks her in; made offline, the tap waits on the device
 * with its time and counts at that time (docs/SAFETY-NETWORK.md "Check-ins").
 */
import { useIntl } from 'react-intl';
import { CircleCheck } from 'lucide-react';
import { errorText } from '@/lib/error-words';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';
import { toast } from '@/lib/toast';
import { useCheckIn, useCheckInStatus } from '../api/check-ins';

export function ImOkButton({ variant = 'header' }: { readonly variant?: 'header' | 'card' }) {
  const intl = useIntl();
  const status = useCheckInStatus();
  const checkIn = useCheckIn();
  const data = status.data;
  if (!data || (data.plans.length === 0 && data.missed.length === 0)) return null;
  return (
    <button
      type="button"
      className={variant === 'header' ? 'im-ok im-ok-header' : 'btn btn-primary im-ok'}
      disabled={checkIn.isPending}
      data-testid={`im-ok-${variant}`}
      onClick={() =>
        checkIn.mutate(
          {},
          {
            onSuccess: (answer) =>
              toast.success(
                intl.formatMessage(
                  { id: 'safetyBar.checkedIn', defaultMessage: 'Checked in at {time}' },
                  {
                    time: intl.formatTime(answer.at, { hour: '2-digit', minute: '2-digit' }),
                  },
                ),
                answer.followUps > 0
                  ? {
                      description: intl.formatMessage({
                        id: 'safetyBar.checkedIn.followUp',
                        defaultMessage: 'Your contacts who were told you missed one are told you checked in.',
                      }),
                    }
                  : undefined,
              ),
            onError: (error) => {
              if (!toldQueuedOffline(error)) toast.error(errorText(intl, error));
            },
          },
        )
      }
    >
      <CircleCheck aria-hidden="true" size={18} />
      {intl.formatMessage({ id: 'safetyBar.imOk', defaultMessage: "I'm OK" })}
    </button>
  );
}
