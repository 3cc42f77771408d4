/**
 * The destination safety map (spec part 1 "Destination safety map"): a Leaflet map over a basemap
 * that ships with the app, the spec's destination dropdown, zoom buttons (its zoom model is in
 * lib/map-view.ts), the Safety Layers popover, one blurred blob per neighbourhood at its real
 * coordinates coloured by the chosen layer, three decorative markers, the bottom card and the legend.
 * Leaflet is driven directly from effects; React draws only the controls around it.
 */
import '@/styles/destinations.css';
import { scoreBand, type ScoreBand } from '@safetrails/scoring';
import { useCountryName } from '@/i18n/use-country-name';
import { useIntl } from 'react-intl';
import { bandLegend } from '@/lib/score-band';
import { layerName } from '../lib/score-words';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  blobValue,
  descriptionPreview,
  leafletZoom,
  MAP_ZOOM,
  placedNeighbourhoods,
  specZoom,
  zoomIn,
  zoomOut,
  type MapLayer,
} from '../lib/map-view';
import { addBasemap } from './map-basemap';
import { DestinationPicker, LayersPopover, type DestinationPickerProps } from './map-controls';
import { bedIcon, busIcon, forkIcon } from './map-icons';
import { drawOfficialSections, officialSectionsOf } from './official-sections-layer';
import { ScoreBadge } from './score-badge';
import { blobRadius, blobTooltip, frameZoom } from './safety-map-shapes';

/** The destinations to pick from, the one shown, and what picking one does. */
export type SafetyMapProps = DestinationPickerProps;

const BAND_COLOURS: Readonly<Record<ScoreBand | 'unrated', string>> = {
  high: '#1c7c54',
  medium: '#d99a0b',
  low: '#c0392b',
  unrated: '#8a969c',
};

function colourOf(score: number | null): string {
  return BAND_COLOURS[score === null ? 'unrated' : scoreBand(score)];
}

/** The decorative markers, in screen pixels from the centre at the framing zoom: near the centre at any size. */
const DECORATIVE_MARKERS = [
  { className: 'hotel', offset: [-70, -46], icon: bedIcon() },
  { className: 'food', offset: [64, -30], icon: forkIcon() },
  { className: 'transit', offset: [22, 58], icon: busIcon() },
] as const;

const SEPARATOR = ', ';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function SafetyMap({ destinations, selected, onSelect }: SafetyMapProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const elementRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groupsRef = useRef<{
    places: L.LayerGroup;
    overlay: L.LayerGroup;
    sections: L.LayerGroup;
    decor: L.LayerGroup;
  } | null>(null);
  const baseZoomRef = useRef<number | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const [zoom, setZoom] = useState<number>(MAP_ZOOM.start);
  const [layer, setLayer] = useState<MapLayer>('overall');
  const [overlayVisible, setOverlayVisible] = useState(true);
  const [basemapFailed, setBasemapFailed] = useState(false);
  const [framedId, setFramedId] = useState<number | null>(null);

  // The map itself, once.
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const map = L.map(element, {
      zoomControl: false,
      zoomSnap: 0,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      worldCopyJump: true,
      minZoom: 1,
    }).setView([20, 0], 2);
    const groups = {
      places: L.layerGroup().addTo(map),
      overlay: L.layerGroup().addTo(map),
      sections: L.layerGroup().addTo(map),
      decor: L.layerGroup().addTo(map),
    };
    mapRef.current = map;
    groupsRef.current = groups;
    const removeBasemap = addBasemap(map, () => setBasemapFailed(true));
    // A pinch or a keyboard zoom moves Leaflet; keep the spec zoom (and the buttons) in step.
    map.on('zoomend', () => {
      const base = baseZoomRef.current;
      if (base !== null) setZoom(specZoom(map.getZoom(), base));
    });
    // The panel may be laid out after the map measured it (tabs, toggles): measure again when it resizes.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeBasemap();
      map.remove();
      mapRef.current = null;
      groupsRef.current = null;
    };
  }, []);

  // Every listed destination as a dot to pick.
  useEffect(() => {
    const groups = groupsRef.current;
    if (!groups) return;
    groups.places.clearLayers();
    for (const destination of destinations) {
      L.circleMarker([destination.latitude, destination.longitude], {
        radius: 7,
        weight: 2,
        color: '#ffffff',
        fillColor: colourOf(destination.safetyScore),
        fillOpacity: 0.95,
        className: 'safety-map-place',
      })
        .bindTooltip(`${destination.name}, ${destination.country}`, { direction: 'top' })
        .on('click', () => onSelectRef.current(destination.id))
        .addTo(groups.places);
    }
  }, [destinations]);

  // Frame the selected destination (zoom back to 1), or every listed one when none is selected. Only
  // a change of destination reframes: a refetch of the same one keeps the traveller's view.
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const destinationsRef = useRef(destinations);
  destinationsRef.current = destinations;
  const selectedId = selected?.id ?? null;
  const hasDestinations = destinations.length > 0;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const selected = selectedRef.current;
    const destinations = destinationsRef.current;
    if (selected === null) {
      baseZoomRef.current = null;
      map.setMinZoom(1).setMaxZoom(8);
      if (destinations.length > 0) {
        const bounds = L.latLngBounds(destinations.map(({ latitude, longitude }) => [latitude, longitude]));
        map.fitBounds(bounds.pad(0.2), { maxZoom: 5, animate: false });
      }
      setFramedId(null);
      return;
    }
    const base = frameZoom(map, selected);
    baseZoomRef.current = base;
    setZoom(MAP_ZOOM.start);
    map.setMinZoom(leafletZoom(MAP_ZOOM.min, base)).setMaxZoom(leafletZoom(MAP_ZOOM.max, base));
    map.setView([selected.latitude, selected.longitude], base, { animate: false });
    setFramedId(selected.id);
  }, [selectedId, hasDestinations]);

  // The zoom buttons.
  useEffect(() => {
    const map = mapRef.current;
    const base = baseZoomRef.current;
    if (!map || base === null || framedId === null) return;
    const target = leafletZoom(zoom, base);
    // Without animation: a second click during an animated zoom would be dropped by Leaflet.
    if (Math.abs(map.getZoom() - target) > 0.01) map.setZoom(target, { animate: false });
  }, [zoom, framedId]);

  // The neighbourhood overlay, coloured by the chosen layer.
  useEffect(() => {
    const groups = groupsRef.current;
    if (!groups) return;
    groups.overlay.clearLayers();
    if (!selected || !overlayVisible) return;
    const neighbourhoods = placedNeighbourhoods(selected.neighborhoods);
    const radius = blobRadius(neighbourhoods);
    for (const neighbourhood of neighbourhoods) {
      const value = blobValue(layer, neighbourhood, selected);
      const blob = L.circle([neighbourhood.latitude, neighbourhood.longitude], {
        radius,
        stroke: false,
        fillColor: colourOf(value),
        fillOpacity: 0.5,
        className: 'safety-map-blob',
      });
      blob
        .bindTooltip(blobTooltip(intl, neighbourhood, layer, value), { sticky: true, className: 'safety-map-tooltip' })
        .on('mouseover', () => blob.setStyle({ fillOpacity: 0.75 }))
        .on('mouseout', () => blob.setStyle({ fillOpacity: 0.5 }))
        .addTo(groups.overlay);
    }
  }, [selected, layer, overlayVisible, intl]);

  // The parts of the city the governments single out, over the neighbourhoods.
  const sections = useMemo(() => (selected ? officialSectionsOf(selected) : []), [selected]);
  useEffect(() => {
    const groups = groupsRef.current;
    if (groups) drawOfficialSections(groups.sections, sections, intl);
  }, [sections, intl]);

  // The three decorative markers, placed once the destination is framed.
  useEffect(() => {
    const map = mapRef.current;
    const groups = groupsRef.current;
    const base = baseZoomRef.current;
    if (!map || !groups) return;
    groups.decor.clearLayers();
    if (!selected || base === null || framedId !== selected.id) return;
    const centre = map.project([selected.latitude, selected.longitude], base);
    for (const { className, offset, icon } of DECORATIVE_MARKERS) {
      const label = intl.formatMessage(
        {
          id: 'map.marker',
          defaultMessage:
            '{kind, select, hotel {Safe Accommodation Area} food {Restaurant District} other {Public Transport Hub}}',
        },
        { kind: className },
      );
      const position = map.unproject(centre.add(L.point(offset[0], offset[1])), base);
      L.marker(position, {
        keyboard: false,
        icon: L.divIcon({
          className: `safety-map-marker safety-map-marker-${className}`,
          html: `<span role="img" aria-label="${escapeAttribute(label)}">${icon}</span>`,
          iconSize: [30, 30],
          iconAnchor: [15, 15],
        }),
      })
        .bindTooltip(label, { direction: 'top', offset: [0, -14] })
        .addTo(groups.decor);
    }
  }, [selected, framedId, intl]);

  const preview = selected ? descriptionPreview(selected.description) : null;
  return (
    <div className="safety-map">
      <div
        ref={elementRef}
        className="safety-map-canvas"
        role="region"
        aria-label={
          selected
            ? intl.formatMessage({ id: 'map.of', defaultMessage: 'Map of {place}' }, { place: selected.name })
            : intl.formatMessage({ id: 'map.ofDestinations', defaultMessage: 'Map of destinations' })
        }
        data-testid="safety-map"
      />
      <div className="safety-map-top-left">
        <DestinationPicker destinations={destinations} selected={selected} onSelect={onSelect} />
      </div>
      <div className="safety-map-top-right">
        <div
          className="safety-map-zoom"
          role="group"
          aria-label={intl.formatMessage({ id: 'map.zoom', defaultMessage: 'Zoom' })}
        >
          <button
            type="button"
            className="safety-map-button"
            aria-label={intl.formatMessage({ id: 'map.zoomIn', defaultMessage: 'Zoom in' })}
            disabled={!selected || zoom >= MAP_ZOOM.max}
            onClick={() => setZoom(zoomIn)}
          >
            <Plus aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="safety-map-button"
            aria-label={intl.formatMessage({ id: 'map.zoomOut', defaultMessage: 'Zoom out' })}
            disabled={!selected || zoom <= MAP_ZOOM.min}
            onClick={() => setZoom(zoomOut)}
          >
            <Minus aria-hidden="true" size={18} />
          </button>
        </div>
        <LayersPopover
          layer={layer}
          onLayer={setLayer}
          overlayVisible={overlayVisible}
          onOverlayVisible={setOverlayVisible}
        />
      </div>
      {selected && (
        <div className="safety-map-card" data-testid="safety-map-card">
          <div className="safety-map-card-head">
            <p className="safety-map-card-title">
              {selected.name}
              {SEPARATOR}
              {countryName(selected.countryCode, selected.country)}
            </p>
            <ScoreBadge score={selected.safetyScore} outOf100 />
          </div>
          {preview && <p className="safety-map-card-text">{preview}</p>}
        </div>
      )}
      <div
        className="safety-map-legend"
        aria-label={intl.formatMessage({ id: 'alerts.nearby.legend', defaultMessage: 'Legend' })}
        role="group"
      >
        <ul>
          {(['high', 'medium', 'low'] as const).map((band) => (
            <li key={band}>
              <span className={`band-dot band-dot-${band}`} aria-hidden="true" />
              {bandLegend(intl, band)}
            </li>
          ))}
        </ul>
        {sections.length > 0 && (
          <p className="safety-map-sections-key" data-testid="safety-map-sections-key">
            <span className="safety-map-sections-swatch" aria-hidden="true" />
            {intl.formatMessage(
              {
                id: 'map.sections.key',
                defaultMessage:
                  '{count, plural, one {# area of this city a government singles out} other {# areas of this city the governments single out}}',
              },
              { count: sections.length },
            )}
          </p>
        )}
        {layer !== 'overall' && (
          <p className="safety-map-showing">
            {intl.formatMessage(
              { id: 'map.showing', defaultMessage: 'Showing: {layer}' },
              { layer: layerName(intl, layer) },
            )}
          </p>
        )}
      </div>
      {basemapFailed && (
        <p className="safety-map-notice" role="status">
          {intl.formatMessage({
            id: 'map.noBasemap',
            defaultMessage: 'The map background could not be loaded; the safety overlay still shows.',
          })}
        </p>
      )}
    </div>
  );
}
