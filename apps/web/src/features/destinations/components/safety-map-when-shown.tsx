/**
 * The safety map as pages embed it: Leaflet, the map's styles and its basemap are fetched only when
 * the map comes near the screen, and a frame of the map's own size holds its place meanwhile, so
 * nothing below it moves when it arrives.
 */
import { lazy, Suspense } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { SafetyMapProps } from './safety-map';
import '@/styles/destinations.css';

const SafetyMap = lazy(async () => ({ default: (await import('./safety-map')).SafetyMap }));

export function SafetyMapWhenShown(props: SafetyMapProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div ref={ref} className="safety-map safety-map-placeholder" role="status">
      <span className="visually-hidden">Loading the map…</span>
    </div>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SafetyMap {...props} />
    </Suspense>
  );
}
