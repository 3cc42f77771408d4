/**
 * The safety map's own controls: the destination picker and the layers popover, each closing on
 * Escape or a click outside.
 */
import { SwitchField } from '@/components/ui/switch-field';
import type { DestinationDetail, DestinationSummary } from '@safetrails/contracts';
import { ChevronDown, Layers } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCountryName } from '@/i18n/use-country-name';
import { MAP_LAYERS, type MapLayer } from '../lib/map-view';
import { layerName } from '../lib/score-words';

const GAP = ' ';
const SEPARATOR = ', ';
import { ScoreBadge } from './score-badge';

export interface DestinationPickerProps {
  readonly destinations: readonly DestinationSummary[];
  readonly selected: DestinationDetail | null;
  readonly onSelect: (id: number) => void;
}

export function DestinationPicker({ destinations, selected, onSelect }: DestinationPickerProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open, () => setOpen(false));
  return (
    <div className="safety-map-picker" ref={rootRef}>
      <button
        type="button"
        className="safety-map-picker-toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'map.picker.label', defaultMessage: 'Destination:' })}
          {GAP}
        </span>
        <span className="safety-map-picker-text">
          {selected
            ? intl.formatMessage(
                { id: 'place.inCountry', defaultMessage: '{name}, {country}' },
                { name: selected.name, country: countryName(selected.countryCode, selected.country) },
              )
            : intl.formatMessage({ id: 'map.picker.choose', defaultMessage: 'Select a destination to view on map' })}
        </span>
        {selected && <ScoreBadge score={selected.safetyScore} />}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open && (
        <ul
          className="safety-map-picker-list"
          id={`${id}-list`}
          aria-label={intl.formatMessage({ id: 'map.picker.list', defaultMessage: 'Destinations' })}
        >
          {destinations.length === 0 && (
            <li className="muted safety-map-picker-empty">
              {intl.formatMessage({ id: 'map.picker.none', defaultMessage: 'No destinations to show' })}
            </li>
          )}
          {destinations.map((destination) => (
            <li key={destination.id}>
              <button
                type="button"
                aria-current={destination.id === selected?.id ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  onSelect(destination.id);
                }}
              >
                <span>
                  {destination.name}
                  {SEPARATOR}
                  {countryName(destination.countryCode, destination.country)}
                </span>
                <ScoreBadge score={destination.safetyScore} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface LayersPopoverProps {
  readonly layer: MapLayer;
  readonly onLayer: (layer: MapLayer) => void;
  readonly overlayVisible: boolean;
  readonly onOverlayVisible: (visible: boolean) => void;
}

export function LayersPopover({ layer, onLayer, overlayVisible, onOverlayVisible }: LayersPopoverProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'map.layers', defaultMessage: 'Safety Layers' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open, () => setOpen(false));
  return (
    <div className="safety-map-layers" ref={rootRef}>
      <button
        type="button"
        className="safety-map-button"
        aria-label={title}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <Layers aria-hidden="true" size={18} />
      </button>
      {open && (
        <div className="safety-map-popover" id={`${id}-panel`} role="group" aria-labelledby={`${id}-title`}>
          <p className="safety-map-popover-title" id={`${id}-title`}>
            {title}
          </p>
          <fieldset className="safety-map-layer-options">
            <legend className="visually-hidden">
              {intl.formatMessage({ id: 'map.layers.legend', defaultMessage: 'Colour the map by' })}
            </legend>
            {MAP_LAYERS.map((key) => (
              <label key={key} className="safety-map-layer-option">
                <input
                  type="radio"
                  name={`${id}-layer`}
                  value={key}
                  checked={layer === key}
                  onChange={() => onLayer(key)}
                />
                {layerName(intl, key)}
              </label>
            ))}
          </fieldset>
          <SwitchField
            label={intl.formatMessage({ id: 'map.overlay', defaultMessage: 'Neighborhood Overlay' })}
            checked={overlayVisible}
            onChange={onOverlayVisible}
          />
        </div>
      )}
    </div>
  );
}

/** Closes a popover on Escape or a click outside it. */
function useDismiss(rootRef: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef]);
}

// Icons drawn in Leaflet's own DOM (outside React), after lucide's bed, utensils and bus (ISC licence).
