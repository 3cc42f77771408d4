import type { SafetyWords } from './safety-words-shape';

export const fr: SafetyWords = {
  intlLocale: 'fr',
  labelled: (label, value) => `${label} : ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} UTC (nous ne connaissons pas votre fuseau horaire)`,
  invitation: {
    subject: (her) => `${her} vous demande d’être un contact de confiance sur SafeTrails`,
    lead: (her, contact) =>
      `Bonjour ${contact}, ${her} voyage avec SafeTrails et aimerait que vous soyez l’un de ses contacts de confiance.`,
    what: 'Si vous acceptez, SafeTrails vous écrira si elle manque un pointage, si elle envoie un SOS ou si elle ne répond pas après une catastrophe près d’elle, avec l’endroit où elle se trouve et les numéros d’urgence locaux. Vous ne recevrez rien d’autre.',
    consent:
      'Tant que vous n’avez pas accepté, rien d’autre n’est envoyé à cette adresse. Vous pouvez arrêter à tout moment depuis n’importe quel message.',
    accept: 'Accepter',
    decline: 'Refuser',
  },
  reminder: {
    subject: (due) => `Donnez de vos nouvelles avant ${due}`,
    lead: (due) => `Votre prochain pointage est prévu à ${due}. Touchez « Tout va bien » pour le faire.`,
    imOk: 'Tout va bien',
    pushTitle: 'C’est l’heure de donner de vos nouvelles',
    pushBody: (due) => `Prévu à ${due}. Touchez « Tout va bien ».`,
    ifNot: (grace) =>
      `Sans nouvelles de vous ${grace} minutes après l’heure prévue, vos contacts de confiance seront prévenus.`,
  },
  missed: {
    subject: (her) => `${her} a manqué un pointage`,
    lead: (her, dueHers, dueTheirs) =>
      `${her} n’a pas donné de nouvelles à l’heure prévue, ${dueHers} (votre heure : ${dueTheirs}), et son délai de grâce est passé.`,
  },
  late: {
    subject: (her) => `${her} a donné de ses nouvelles`,
    lead: (her, at) =>
      `${her} a donné de ses nouvelles à ${at}, après le pointage manqué. Inutile de donner suite à notre dernier message.`,
  },
  sos: {
    subject: (her) => `SOS de ${her}`,
    lead: (her, at) => `${her} a envoyé un SOS depuis SafeTrails à ${at}. Essayez de la joindre maintenant.`,
  },
  safetyCheck: {
    subject: 'Êtes-vous en sécurité ?',
    lead: (city) => `Une alerte officielle concerne ${city}, où vous êtes aujourd’hui. Êtes-vous en sécurité ?`,
    says: (organisation) => `${organisation} indique :`,
    imSafe: 'Je suis en sécurité',
    pushTitle: 'Êtes-vous en sécurité ?',
    pushBody: (city) => `Une alerte officielle concerne ${city}. Touchez « Je suis en sécurité ».`,
    ifNot: (by) => `Sans réponse de votre part avant ${by}, vos contacts de confiance seront prévenus.`,
  },
  markedSafe: {
    subject: (her) => `${her} s’est déclarée en sécurité`,
    lead: (her, organisation) => `${her} s’est déclarée en sécurité après cette alerte (${organisation}) :`,
  },
  unanswered: {
    subject: (her) => `${her} n’a pas répondu après une alerte`,
    lead: (her, city, organisation) =>
      `Une alerte officielle concerne ${city}, où se trouve ${her} aujourd’hui, et elle n’a pas dit si elle est en sécurité. L’alerte (${organisation}) :`,
  },
  facts: {
    where: 'Où elle se trouve',
    fromCheckIn: 'd’après son dernier pointage',
    fromTrip: 'là où son voyage la place aujourd’hui',
    unknownWhere: 'inconnu : pas de voyage prévu aujourd’hui ni de pointage depuis une ville',
    lastCheckIn: 'Dernier pointage',
    noCheckIn: 'aucun pour l’instant',
    mapPoint: 'Point de la carte qu’elle partage',
    numbersIn: (country) => `Numéros d’urgence : ${country}`,
    services: {
      general: 'Urgences',
      police: 'Police',
      ambulance: 'Ambulance',
      fire: 'Pompiers',
      touristPolice: 'Police touristique',
      womensHelpline: 'Ligne d’écoute pour les femmes',
    },
    sourceOf: (organisation, date) => `source : ${organisation}, ${date}`,
    noNumbers: (country) => `SafeTrails n’a aucun numéro d’urgence de source officielle pour ce pays : ${country}.`,
    checkAt: 'À vérifier ici',
    herGovernment: (country) => `Son gouvernement (${country})`,
    noHome: 'Elle n’a pas indiqué son pays d’origine : nous ne pouvons pas nommer son ambassade.',
    noMission: (country) => `SafeTrails n’a aucun contact de son gouvernement (${country}) tiré de ses propres pages.`,
    phone: 'Téléphone',
    emergencyPhone: 'Urgences',
    citizensLine: 'Ligne pour les ressortissants',
    whatToDo: 'Que faire',
    steps: [
      'Essayez de la joindre : appelez-la ou écrivez-lui.',
      'Si vous n’y parvenez pas et craignez pour sa sécurité, appelez le numéro d’urgence local ci-dessus ou la ligne de son gouvernement.',
    ],
  },
  footer: {
    whyInvited: (her) => `Vous recevez ce seul message parce que ${her} a indiqué cette adresse sur SafeTrails.`,
    why: (her) =>
      `Vous recevez ce message parce que vous avez accepté d’être un contact de confiance de ${her} sur SafeTrails.`,
    stop: 'Ne plus recevoir ces messages',
    see: 'Voir ce qu’elle partage',
  },
};
