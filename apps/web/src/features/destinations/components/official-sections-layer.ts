/**
 * The parts of a city the governments single out (Nairobi's Kibera and Eastleigh), drawn on the
 * city's safety map: each where Who's On First places it, by its boundary where one is drawn and
 * otherwise as a ring around its centre, in the colour of the level the government gives the area,
 * with the government and its words (in English, as written) in the tooltip. They never colour the
 * city's own score.
 */
import {
  ADVISORY_LEVEL_COLOURS,
  type CitySection,
  type DestinationDetail,
  type PartlyApplyingView,
} from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';
import L from 'leaflet';
import { levelName } from '@/lib/advisory-words';

/** A section without a boundary: a ring this wide around its centre, saying "about here". */
const RING_METRES = 450;

/** Who's On First asks to be credited with a link to its licence (CC BY 4.0). */
const ATTRIBUTION = '<a href="https://whosonfirst.org/docs/licenses/">Who’s On First</a>';

export interface PlacedSection {
  readonly section: CitySection;
  /** The governments that name it, most severe first. */
  readonly entries: readonly PartlyApplyingView[];
}

/** The sections of the city the governments name, each once, with every government that names it. */
export function officialSectionsOf(destination: DestinationDetail): PlacedSection[] {
  const byId = new Map<number, { section: CitySection; entries: PartlyApplyingView[] }>();
  for (const entry of destination.localAdvice.partly ?? []) {
    if (entry.partOfKind !== 'city') continue;
    for (const section of entry.sections ?? []) {
      const held = byId.get(section.id) ?? byId.set(section.id, { section, entries: [] }).get(section.id)!;
      held.entries.push(entry);
    }
  }
  return [...byId.values()]
    .map(({ section, entries }) => ({ section, entries: entries.sort((a, b) => b.level - a.level) }))
    .sort((a, b) => a.section.name.localeCompare(b.section.name));
}

/** Every point of the sections, to frame the map around them with the city. */
export function sectionPoints(sections: readonly PlacedSection[]): L.LatLng[] {
  return sections.map(({ section }) => L.latLng(section.latitude, section.longitude));
}

/** Built as elements, not HTML: the names and the governments' words are always text. */
function tooltipOf(intl: IntlShape, { section, entries }: PlacedSection): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.className = 'safety-map-tooltip-title';
  title.textContent = section.name;
  box.append(title);
  for (const entry of entries) {
    const line = document.createElement('span');
    line.textContent = intl.formatMessage(
      { id: 'map.section.line', defaultMessage: '{organisation}: {level}' },
      { organisation: entry.organisation, level: levelName(intl, entry.level) },
    );
    const words = document.createElement('span');
    words.lang = 'en';
    words.className = 'safety-map-tooltip-words';
    words.textContent = `“${entry.area}”`;
    box.append(line, words);
  }
  return box;
}

/** Draws the sections into the group (emptied first). */
export function drawOfficialSections(group: L.LayerGroup, sections: readonly PlacedSection[], intl: IntlShape): void {
  group.clearLayers();
  for (const placed of sections) {
    const colour = ADVISORY_LEVEL_COLOURS[placed.entries[0].level];
    const style = {
      color: colour,
      weight: 2,
      dashArray: '5 4',
      fillColor: colour,
      fillOpacity: 0.18,
      attribution: ATTRIBUTION,
    };
    const shape = placed.section.polygons
      ? L.polygon(
          placed.section.polygons.map((rings) => rings.map((ring) => ring.map(([lon, lat]) => L.latLng(lat, lon)))),
          { ...style, className: 'safety-map-section' },
        )
      : L.circle([placed.section.latitude, placed.section.longitude], {
          ...style,
          radius: RING_METRES,
          className: 'safety-map-section',
        });
    shape.bindTooltip(tooltipOf(intl, placed), { sticky: true, className: 'safety-map-tooltip' }).addTo(group);
  }
}
