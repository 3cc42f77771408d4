/**
 * The safety map as pages embed it: Leaflet, the map's styles and its basemap are fetched only when
 * the map comes near the screen, and a frame of the map's own size holds its place meanwhile.
 */
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import type { SafetyMapProps } from './safety-map';
import '@/styles/destinations.css';

const SafetyMap = lazy(async () => ({ default: (await import('./safety-map')).SafetyMap }));

export function SafetyMapWhenShown(props: SafetyMapProps) {
  const intl = useIntl();
  return (
    <WhenNearScreen
      className="safety-map safety-map-placeholder"
      loadingLabel={intl.formatMessage({ id: 'alerts.mapLoading', defaultMessage: 'Loading the map…' })}
    >
      <SafetyMap {...props} />
    </WhenNearScreen>
  );
}
