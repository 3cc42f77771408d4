/**
 * The offline notice of a page that is not on this device (components/ui/not-kept-offline), with
 * what is: the signed-in traveller's saved destinations, each with when it was made ready for
 * offline reading, so she can open those without a connection.
 */
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { NotKeptOffline } from '@/components/ui/not-kept-offline';
import { useDayTime } from '@/i18n/use-day';
import { useUser } from '@/features/auth/hooks/use-user';
import { useSavedItems } from '@/features/destinations/api/get-saved-items';
import { useSavedReadyTimes } from './keep-saved-offline';

const SEPARATOR = ', ';
const GAP = ' ';

function SavedPlacesKept() {
  const intl = useIntl();
  const dayTime = useDayTime();
  const saved = useSavedItems();
  const ready = useSavedReadyTimes();
  const destinations = (saved.data ?? []).filter((item) => item.itemType === 'destination');
  if (destinations.length === 0) return null;
  return (
    <div className="offline-saved" data-testid="offline-saved-places">
      <h2>{intl.formatMessage({ id: 'offline.savedPlaces', defaultMessage: 'Your saved places on this device' })}</h2>
      <ul>
        {destinations.map((item) => {
          const at = ready[item.itemId];
          return (
            <li key={item.itemId}>
              <Link to={`/destination/${item.itemId}`}>
                {item.name}
                {SEPARATOR}
                {item.countryOrArea}
              </Link>
              {GAP}
              <span className="muted">
                {at
                  ? intl.formatMessage(
                      { id: 'offline.readyAsOf', defaultMessage: '· ready offline as of {time}' },
                      { time: dayTime(new Date(at)) },
                    )
                  : intl.formatMessage({ id: 'offline.notReady', defaultMessage: '· not made ready yet' })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What a page shows, as the notice's subject: "This destination", "This country", "This destination's report". */
export type OfflineSubject = 'destination' | 'country' | 'report';

export function OfflineNotice({ what, onRetry }: { readonly what: OfflineSubject; readonly onRetry: () => void }) {
  const intl = useIntl();
  const { user } = useUser();
  const subject = intl.formatMessage(
    {
      id: 'offline.subject',
      defaultMessage:
        "{what, select, destination {This destination} country {This country} other {This destination's report}}",
    },
    { what },
  );
  return (
    <NotKeptOffline what={subject} onRetry={onRetry}>
      {user?.betaAccess && <SavedPlacesKept />}
    </NotKeptOffline>
  );
}
