/**
 * The six categories SafeTrails opened with, in the page's language, while they are still ours: a
 * category a moderator created or renamed keeps the moderator's words. Apart from forum-words.ts, so
 * the dashboard's community activity carries only these.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DEFAULT_FORUM_CATEGORIES } from '@safetrails/contracts';

const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'safety-tips': { id: 'forum.category.safetyTips.name', defaultMessage: 'Safety Tips' },
  'travel-alerts': { id: 'forum.category.travelAlerts.name', defaultMessage: 'Travel Alerts' },
  'solo-travel': { id: 'forum.category.soloTravel.name', defaultMessage: 'Solo Travel' },
  'accommodation-safety': { id: 'forum.category.accommodation.name', defaultMessage: 'Accommodation Safety' },
  transportation: { id: 'forum.category.transportation.name', defaultMessage: 'Transportation' },
  'safety-gear': { id: 'forum.category.safetyGear.name', defaultMessage: 'Safety Gear' },
});

const CATEGORY_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'safety-tips': {
    id: 'forum.category.safetyTips.description',
    defaultMessage: 'Practical advice for staying safe on the road, from arrival to the last night out.',
  },
  'travel-alerts': {
    id: 'forum.category.travelAlerts.description',
    defaultMessage: 'Warnings and current conditions that travellers should know about right now.',
  },
  'solo-travel': {
    id: 'forum.category.soloTravel.description',
    defaultMessage: 'Travelling alone: planning, confidence, meeting people and staying in touch.',
  },
  'accommodation-safety': {
    id: 'forum.category.accommodation.description',
    defaultMessage: 'Hotels, hostels and rentals: choosing safe places to stay and what to check on arrival.',
  },
  transportation: {
    id: 'forum.category.transportation.description',
    defaultMessage: 'Taxis, ride-hailing, night buses, trains and getting from the airport safely.',
  },
  'safety-gear': {
    id: 'forum.category.safetyGear.description',
    defaultMessage: 'Door stops, alarms, money belts and the apps and gadgets that earn their place in a bag.',
  },
});

/** A category's name and description: ours translated while they are still ours, else as written. */
export function categoryWords(
  intl: IntlShape,
  category: { readonly slug: string; readonly name: string; readonly description?: string },
): { name: string; description: string } {
  const seeded = DEFAULT_FORUM_CATEGORIES.find((candidate) => candidate.slug === category.slug);
  const name = CATEGORY_NAMES[category.slug];
  const description = CATEGORY_DESCRIPTIONS[category.slug];
  return {
    name: seeded && name && seeded.name === category.name ? intl.formatMessage(name) : category.name,
    description:
      seeded && description && seeded.description === category.description
        ? intl.formatMessage(description)
        : (category.description ?? ''),
  };
}
