import type { NotificationWords } from './words-shape';
import { longDay } from './word-helpers';

export const de: NotificationWords = {
  intlLocale: 'de',
  severities: { critical: 'Kritisch', high: 'Hoch', medium: 'Mittel', low: 'Niedrig' },
  types: {
    crime: 'Kriminalität',
    weather: 'Wetter',
    transportation: 'Verkehr',
    health: 'Gesundheit',
    civil_unrest: 'Unruhen',
    natural_disaster: 'Naturkatastrophe',
    other: 'Sonstiges',
  },
  kinds: {
    earthquake: 'Erdbeben',
    tropical_cyclone: 'Tropensturm',
    flood: 'Überschwemmung',
    volcano: 'Vulkan',
    drought: 'Dürre',
    wildfire: 'Waldbrand',
    travel_advice: 'Reisehinweis',
  },
  official: (source) => `Offiziell: ${source}`,
  verified: 'Von der SafeTrails-Moderation geprüft',
  unverified: 'Meldung aus der Community, ungeprüft',
  labelled: (label, value) => `${label}: ${value}`,
  inPlace: (place) => (place ? `in ${place}` : 'nahe einem deiner Orte'),
  fromPlace: (distance, place) =>
    place ? `${distance} von ${place} entfernt` : `${distance} von einem deiner Orte entfernt`,
  localTime: (local, zone, utc) => `${local} Ortszeit (${zone}); ${utc}`,
  severityAlert: (severity, update) => `${update ? 'Aktualisiert · ' : ''}Warnstufe ${severity}`,
  // German writes a noun with its capital in any place of a sentence.
  subject: (alert, what, where) => `${alert}: ${what} ${where}`,
  pushTitle: (alert, what, where) => `${alert}: ${what} ${where}`,
  lead: (what, where) => `${what} ${where} (ein Ort, den du beobachtest).`,
  updatedLead: (what, where) => `Die Warnung, die wir dir geschickt haben (${what} ${where}), wurde aktualisiert.`,
  says: (organisation) => `${organisation} meldet:`,
  severity: 'Warnstufe',
  sourceScale: (scale) => `(auf der eigenen Skala der Quelle: ${scale})`,
  when: 'Wann',
  source: 'Quelle',
  licence: 'Lizenz',
  openAlert: 'Warnung öffnen',
  why: (place) =>
    place
      ? `Du bekommst diese Nachricht, weil ${place} zu den Orten gehört, die du auf SafeTrails beobachtest.`
      : 'Du bekommst diese Nachricht, weil die Warnung einen der Orte betrifft, die du auf SafeTrails beobachtest.',
  changeSettings: 'Ändern, was du wann bekommst',
  unsubscribe: 'Abmelden',
  confirmation: {
    subject: 'Bestätige deine Adresse für SafeTrails-Warnungen',
    asked: 'Du hast SafeTrails gebeten, dir Sicherheitswarnungen für deine beobachteten Orte per E-Mail zu schicken.',
    confirm: 'Diese Adresse bestätigen',
    expiry:
      'Der Link gilt 7 Tage. Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Es wird nichts verschickt.',
  },
  digest: {
    count: (count) => `${count} ${count === 1 ? 'Warnung' : 'Warnungen'} mit niedriger Warnstufe für deine Orte`,
    day: longDay('de'),
    subject: (count, day) => `${count} (${day})`,
    intro: (day) => `Deine tägliche Zusammenfassung der Warnungen mit niedriger Warnstufe für deine Orte, ${day}:`,
    open: 'Öffnen',
    oneByOne: 'Einzeln bekommen oder ändern, was du bekommst',
    pushBody: 'Deine tägliche Zusammenfassung von SafeTrails',
    pushSource: 'Tägliche Zusammenfassung von SafeTrails',
  },
};
