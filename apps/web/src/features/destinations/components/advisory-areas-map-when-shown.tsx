/** The areas map as the country page embeds it: Leaflet and the basemap load only when it comes near the screen. */
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import type { AdvisoryAreasMapProps } from './advisory-areas-map';

const AdvisoryAreasMap = lazy(async () => ({ default: (await import('./advisory-areas-map')).AdvisoryAreasMap }));

export function AdvisoryAreasMapWhenShown(props: AdvisoryAreasMapProps) {
  const intl = useIntl();
  return (
    <WhenNearScreen
      className="areas-map areas-map-placeholder"
      loadingLabel={intl.formatMessage({ id: 'alerts.mapLoading', defaultMessage: 'Loading the map…' })}
    >
      <AdvisoryAreasMap {...props} />
    </WhenNearScreen>
  );
}
