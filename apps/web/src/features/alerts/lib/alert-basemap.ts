/**
 * The app's basemap for the small area maps of official alerts, handed in by the routes that show
 * alerts (the destinations feature owns the basemap). Without one, the cards offer no map.
 */
import { createContext, useContext } from 'react';
import type L from 'leaflet';

/** Draws the app's basemap on a map and returns how to take it off (the destinations feature's, passed in by the route). */
export type AddBasemap = (map: L.Map, onError: () => void) => () => void;

export const AlertBasemapContext = createContext<AddBasemap | null>(null);

export function useAlertBasemap(): AddBasemap | null {
  return useContext(AlertBasemapContext);
}
