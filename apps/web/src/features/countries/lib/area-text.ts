/** How a resolved area reads on the country page: "Sinaloa (state)", "within 50 km of the border with VE". */
import type { AdvisoryArea, AreaPlace } from '@safetrails/contracts';

export function placeText(place: AreaPlace): string {
  switch (place.kind) {
    case 'admin1':
      return `${place.name} (state or region)`;
    case 'admin2':
      return `${place.name} (district, ${place.cityIds.length} of our cities)`;
    case 'city':
      return `${place.name} (city)`;
    case 'border':
      return `within ${place.km} km of the border with ${place.neighbour}${place.kmStated ? '' : ' (no distance given: 50 km)'}, ${place.cityIds.length} of our cities`;
    case 'zone':
      return `${place.name} (its own boundary, Natural Earth; ${place.cityIds.length} of our cities)`;
    case 'part':
      return `part of ${place.name} (${place.of === 'city' ? 'city' : 'state or region'}; no boundary to draw it by)`;
    case 'text':
      return `${place.text}: not placed (${place.why})`;
  }
}

/** "Placed as: Sinaloa (state or region); except: Mazatlán (city)". */
export function areaText(area: AdvisoryArea | undefined): string | null {
  if (!area) return null;
  const placed = area.places.map(placeText).join('; ');
  const except = area.except.filter((place) => place.kind !== 'text').map(placeText);
  return `Placed as: ${placed}${except.length ? `; except: ${except.join('; ')}` : ''}`;
}
