/** /alerts/{id}: one alert, public (what a notification or an email opens), with the app's basemap for its area. */
import 'virtual:message-part/more';
import { useParams } from 'react-router-dom';
import { AlertPage } from '@/features/alerts/components/alert-page';
import { AlertBasemapContext } from '@/features/alerts/lib/alert-basemap';
import { useUser } from '@/features/auth/hooks/use-user';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AlertRoute() {
  const id = useParams().id ?? '';
  const { user } = useUser();
  return (
    <AlertBasemapContext.Provider value={addBasemapOnDemand}>
      <AlertPage id={UUID.test(id) ? id.toLowerCase() : null} signedIn={user !== null} />
    </AlertBasemapContext.Provider>
  );
}
