/**
 * /destination/{id}: the destination page. The id must be numeric, otherwise nothing is fetched
 * (spec part 1 section 5); `?accommodation=` and `?activity=` (links from saved items) highlight a
 * place. The route hands the destinations feature who is looking, for saving and view counts.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import type { DestinationDetail } from '@safetrails/contracts';
import { PlaceAlerts } from '@/features/alerts/components/place-alerts';
import { AlertBasemapContext } from '@/features/alerts/lib/alert-basemap';
import { AdvisoryStrip } from '@/features/countries/components/advisory-strip';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';
import { CountryEmergency } from '@/features/countries/components/country-emergency';
import { WomenTravellers } from '@/features/countries/components/women-travellers';
import { DestinationPage, type CountryPanels } from '@/features/destinations/components/destination-page';
import { useUser } from '@/features/auth/hooks/use-user';
import { numericId } from '@/lib/numeric-id';
import { OfflineNotice } from '../offline-notice';
import { useCityKit } from '../use-city-kit';

/**
 * The countries feature's part of a destination page: its advice in short, its emergency numbers,
 * and what the governments say to women travellers there.
 */
const COUNTRY_PANELS: CountryPanels = {
  advisoryStrip: (destination) => <AdvisoryStrip destination={destination} />,
  emergencyNumbers: (destination) => (
    <CountryEmergency
      code={destination.countryCode}
      name={destination.country}
      governmentPages={destination.countryAdvice.advisories.map(({ organisation, url }) => ({ organisation, url }))}
    />
  ),
  womenTravellers: (destination) => <WomenTravellers code={destination.countryCode} name={destination.country} />,
};

const alerts = (destination: DestinationDetail) => (
  <PlaceAlerts source={{ kind: 'destination', destinationId: destination.id }} name={destination.name} />
);

const notKept = (retry: () => void) => <OfflineNotice what="This destination" onRetry={retry} />;

export function DestinationRoute() {
  const id = numericId(useParams().id);
  const [params] = useSearchParams();
  const { user } = useUser();
  // A city brings its country: its emergency numbers and alerts are kept as the page opens.
  useCityKit(id);
  return (
    <AlertBasemapContext.Provider value={addBasemapOnDemand}>
      <DestinationPage
        key={id ?? 'unknown'}
        id={id}
        viewer={{ signedIn: user !== null, betaAccess: user?.betaAccess === true }}
        country={COUNTRY_PANELS}
        alerts={alerts}
        notKept={notKept}
        highlight={{
          accommodation: numericId(params.get('accommodation')),
          activity: numericId(params.get('activity')),
        }}
      />
    </AlertBasemapContext.Provider>
  );
}
