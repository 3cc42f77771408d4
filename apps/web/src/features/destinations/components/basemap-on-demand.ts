/**
 * The app's basemap for maps drawn by other features (the alerts page's Map View): the same as
 * addBasemap, with the basemap's code (Leaflet, TopoJSON) fetched when a map first asks for it.
 */
import type { Map as LeafletMap } from 'leaflet';

export function addBasemapOnDemand(map: LeafletMap, onError: () => void): () => void {
  let removed = false;
  let remove: (() => void) | null = null;
  import('./map-basemap').then(({ addBasemap }) => {
    if (!removed) remove = addBasemap(map, onError);
  }, onError);
  return () => {
    removed = true;
    remove?.();
  };
}
