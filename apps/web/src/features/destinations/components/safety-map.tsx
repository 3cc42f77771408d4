/** The destination safety map (spec part 1 "Destination safety map"). First cut: the final props, a list to choose from. */
import type { DestinationDetail, DestinationSummary } from '@safetrails/contracts';

export interface SafetyMapProps {
  readonly destinations: readonly DestinationSummary[];
  readonly selected: DestinationDetail | null;
  readonly onSelect: (id: number) => void;
}

export function SafetyMap({ destinations, selected, onSelect }: SafetyMapProps) {
  return (
    <div className="safety-map" aria-label={selected ? `Map of ${selected.name}` : 'Destination map'} role="region">
      <label>
        <span className="visually-hidden">Destination</span>
        <select value={selected?.id ?? ''} onChange={(event) => onSelect(Number(event.target.value))}>
          <option value="" disabled>
            Select a destination to view on map
          </option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.name}, {destination.country}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
