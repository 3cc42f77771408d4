/**
 * The app's basemap for the small area maps of official alerts, handed in by the routes that show
 * alerts (the destinations feature owns the basemap). Without one, the cards offer no map.
 */
import { createContext, useContext } from 'react';
import type { AddBasemap } from '../components/nearby-alerts-map';

export const AlertBasemapContext = createContext<AddBasemap | null>(null);

export function useAlertBasemap(): AddBasemap | null {
  return useContext(AlertBasemapContext);
}
