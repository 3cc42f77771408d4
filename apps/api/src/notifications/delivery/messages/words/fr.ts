import type { NotificationWords } from './words-shape';
import { longDay, lowerFirst, pluralOf } from './word-helpers';

/** French puts a no-break space before a colon, so that a line never starts with one. */
const COLON = '\u00a0:';

export const fr: NotificationWords = {
  intlLocale: 'fr',
  severities: { critical: 'Critique', high: 'Élevée', medium: 'Moyenne', low: 'Faible' },
  types: {
    crime: 'Criminalité',
    weather: 'Météo',
    transportation: 'Transports',
    health: 'Santé',
    civil_unrest: 'Troubles civils',
    natural_disaster: 'Catastrophe naturelle',
    other: 'Autre',
  },
  kinds: {
    earthquake: 'Séisme',
    tropical_cyclone: 'Cyclone tropical',
    flood: 'Inondation',
    volcano: 'Volcan',
    drought: 'Sécheresse',
    wildfire: 'Feu de forêt',
    travel_advice: 'Conseils aux voyageurs',
  },
  official: (source) => `Officiel${COLON} ${source}`,
  verified: 'Vérifiée par la modération de SafeTrails',
  unverified: 'Signalement de la communauté, non vérifié',
  labelled: (label, value) => `${label}${COLON} ${value}`,
  inPlace: (place) => (place ? `à ${place}` : 'près de l’un de vos lieux'),
  fromPlace: (distance, place) => `à ${distance} de ${place ?? 'l’un de vos lieux'}`,
  localTime: (local, zone, utc) => `${local}, heure locale (${zone})\u00a0; ${utc}`,
  severityAlert: (severity, update) => `${update ? 'Mise à jour · ' : ''}Alerte ${lowerFirst(severity)}`,
  subject: (alert, what, where) => `${alert}${COLON} ${lowerFirst(what)} ${where}`,
  pushTitle: (alert, what, where) => `${alert}${COLON} ${what} ${where}`,
  lead: (what, where) => `${what} ${where}, un lieu que vous suivez.`,
  updatedLead: (what, where) =>
    `L’alerte que nous vous avons envoyée (${lowerFirst(what)} ${where}) a été mise à jour.`,
  says: (organisation) => `${organisation} indique${COLON}`,
  severity: 'Gravité',
  sourceScale: (scale) => `(sur l’échelle de la source${COLON} ${scale})`,
  when: 'Quand',
  source: 'Source',
  licence: 'Licence',
  openAlert: 'Ouvrir l’alerte',
  why: (place) =>
    place
      ? `Vous recevez ce message car ${place} fait partie des lieux que vous suivez sur SafeTrails.`
      : 'Vous recevez ce message car l’alerte concerne l’un des lieux que vous suivez sur SafeTrails.',
  changeSettings: 'Choisir ce que vous recevez et quand',
  unsubscribe: 'Se désabonner',
  confirmation: {
    subject: 'Confirmez votre adresse pour les alertes SafeTrails',
    asked:
      'Vous avez demandé à SafeTrails de vous envoyer par e-mail les alertes de sécurité des lieux que vous suivez.',
    confirm: 'Confirmer cette adresse',
    expiry: `Le lien est valable 7 jours. Si vous n’avez rien demandé, ignorez ce message${COLON} rien ne sera envoyé.`,
  },
  digest: {
    count: (count) =>
      `${count} ${pluralOf('fr', count) === 'one' ? 'alerte' : 'alertes'} de faible gravité pour vos lieux`,
    day: longDay('fr'),
    subject: (count, day) => `${count} (${day})`,
    intro: (day) =>
      `Votre résumé quotidien des alertes de faible gravité pour les lieux que vous suivez, ${day}${COLON}`,
    open: 'Ouvrir',
    oneByOne: 'Les recevoir une par une, ou choisir ce que vous recevez',
    pushBody: 'Votre résumé quotidien SafeTrails',
    pushSource: 'Résumé quotidien SafeTrails',
  },
};
