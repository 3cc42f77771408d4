/**
 * /country/{code}: a country's official advice and emergency numbers. The code is ISO alpha-2. The
 * route composes the destinations feature's map into the country page's areas section, and the
 * alerts feature's list of the country's active alerts under its header.
 */
import 'virtual:message-part/more';
import { useParams } from 'react-router-dom';
import type { CountryDetail } from '@safetrails/contracts';
import { HappeningNow } from '@/features/alerts/components/happening-now';
import { PlaceAlerts } from '@/features/alerts/components/place-alerts';
import { AlertBasemapContext } from '@/features/alerts/lib/alert-basemap';
import { CountryPage, type AreasMap } from '@/features/countries/components/country-page';
import { AdvisoryAreasMapWhenShown } from '@/features/destinations/components/advisory-areas-map-when-shown';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';
import { OfflineNotice } from '../offline-notice';
import { useTravellerLens } from '../use-traveller-lens';

const AREAS_MAP: AreasMap = (areas) => <AdvisoryAreasMapWhenShown areas={areas} />;
const alerts = (country: CountryDetail) => (
  <PlaceAlerts source={{ kind: 'country', countryCode: country.code }} name={country.name} />
);
const happeningNow = (country: CountryDetail) => (
  <HappeningNow source={{ kind: 'country', countryCode: country.code }} from={null} name={country.name} />
);
const notKept = (retry: () => void) => <OfflineNotice what="country" onRetry={retry} />;

export function CountryRoute() {
  const code = useParams().code ?? '';
  const lens = useTravellerLens();
  return (
    <AlertBasemapContext.Provider value={addBasemapOnDemand}>
      <CountryPage
        code={/^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null}
        areasMap={AREAS_MAP}
        alerts={alerts}
        happeningNow={happeningNow}
        notKept={notKept}
        lens={lens}
      />
    </AlertBasemapContext.Provider>
  );
}
