/**
 * /country/{code}: a country's official advice and emergency numbers. The code is ISO alpha-2. The
 * route composes the destinations feature's map into the country page's areas section.
 */
import { useParams } from 'react-router-dom';
import { CountryPage, type AreasMap } from '@/features/countries/components/country-page';
import { AdvisoryAreasMapWhenShown } from '@/features/destinations/components/advisory-areas-map-when-shown';
import { OfflineNotice } from '../offline-notice';

const AREAS_MAP: AreasMap = (areas) => <AdvisoryAreasMapWhenShown areas={areas} />;
const notKept = (retry: () => void) => <OfflineNotice what="This country" onRetry={retry} />;

export function CountryRoute() {
  const code = useParams().code ?? '';
  return (
    <CountryPage code={/^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null} areasMap={AREAS_MAP} notKept={notKept} />
  );
}
