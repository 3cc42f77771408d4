import type { SafetyWords } from './safety-words-shape';

export const de: SafetyWords = {
  intlLocale: 'de',
  labelled: (label, value) => `${label}: ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} UTC (deine Zeitzone kennen wir nicht)`,
  invitation: {
    subject: (her) => `${her} bittet dich, Vertrauensperson bei SafeTrails zu sein`,
    lead: (her, contact) =>
      `Hallo ${contact}, ${her} reist mit SafeTrails und möchte dich als eine ihrer Vertrauenspersonen.`,
    what: 'Wenn du zustimmst, schreibt dir SafeTrails, falls sie sich nicht rechtzeitig meldet, ein SOS sendet oder nach einer Katastrophe in ihrer Nähe nicht antwortet – mit ihrem Aufenthaltsort und den örtlichen Notrufnummern. Sonst bekommst du nichts.',
    consent:
      'Bis du zustimmst, wird nichts weiter an diese Adresse gesendet. Du kannst jederzeit über jede Nachricht aufhören.',
    accept: 'Annehmen',
    decline: 'Ablehnen',
  },
  reminder: {
    subject: (due) => `Melde dich vor ${due}`,
    lead: (due) => `Deine nächste Meldung ist um ${due} fällig. Tippe auf „Mir geht es gut“.`,
    imOk: 'Mir geht es gut',
    pushTitle: 'Zeit für deine Meldung',
    pushBody: (due) => `Fällig um ${due}. Tippe auf „Mir geht es gut“.`,
    ifNot: (grace) =>
      `Wenn du dich ${grace} Minuten nach Fälligkeit nicht gemeldet hast, werden deine Vertrauenspersonen informiert.`,
  },
  missed: {
    subject: (her) => `${her} hat sich nicht gemeldet`,
    lead: (her, dueHers, dueTheirs) =>
      `${her} hat sich zur vereinbarten Zeit ${dueHers} (deine Zeit: ${dueTheirs}) nicht gemeldet, und ihre Karenzzeit ist vorbei.`,
  },
  late: {
    subject: (her) => `${her} hat sich gemeldet`,
    lead: (her, at) =>
      `${her} hat sich um ${at} gemeldet, nach der versäumten Meldung. Unsere letzte Nachricht ist damit erledigt.`,
  },
  sos: {
    subject: (her) => `SOS von ${her}`,
    lead: (her, at) => `${her} hat um ${at} über SafeTrails ein SOS gesendet. Versuche jetzt, sie zu erreichen.`,
  },
  safetyCheck: {
    subject: 'Bist du in Sicherheit?',
    lead: (city) => `Eine amtliche Warnung betrifft ${city}, wo du heute bist. Bist du in Sicherheit?`,
    says: (organisation) => `${organisation} meldet:`,
    imSafe: 'Ich bin in Sicherheit',
    pushTitle: 'Bist du in Sicherheit?',
    pushBody: (city) => `Eine amtliche Warnung betrifft ${city}. Tippe auf „Ich bin in Sicherheit“.`,
    ifNot: (by) => `Wenn du bis ${by} nicht antwortest, werden deine Vertrauenspersonen informiert.`,
  },
  markedSafe: {
    subject: (her) => `${her} hat sich in Sicherheit gemeldet`,
    lead: (her, organisation) => `${her} hat sich nach dieser Warnung (${organisation}) in Sicherheit gemeldet:`,
  },
  unanswered: {
    subject: (her) => `${her} hat nach einer Warnung nicht geantwortet`,
    lead: (her, city, organisation) =>
      `Eine amtliche Warnung betrifft ${city}, wo ${her} heute ist, und sie hat nicht geantwortet, ob sie in Sicherheit ist. Die Warnung (${organisation}):`,
  },
  facts: {
    where: 'Aufenthaltsort',
    fromCheckIn: 'laut ihrer letzten Meldung',
    fromTrip: 'laut ihrer Reise für heute',
    unknownWhere: 'unbekannt: keine Reise für heute und keine Meldung aus einer Stadt',
    lastCheckIn: 'Letzte Meldung',
    noCheckIn: 'noch keine',
    mapPoint: 'Kartenpunkt, den sie teilt',
    numbersIn: (country) => `Notrufnummern: ${country}`,
    services: {
      general: 'Notruf',
      police: 'Polizei',
      ambulance: 'Rettungsdienst',
      fire: 'Feuerwehr',
      touristPolice: 'Touristenpolizei',
      womensHelpline: 'Hilfetelefon für Frauen',
    },
    sourceOf: (organisation, date) => `Quelle: ${organisation}, ${date}`,
    noNumbers: (country) => `SafeTrails hat keine Notrufnummer aus amtlicher Quelle für ${country}.`,
    checkAt: 'Hier nachsehen',
    herGovernment: (country) => `Ihre Regierung in ${country}`,
    noHome: 'Sie hat ihr Heimatland nicht angegeben, deshalb können wir ihre Botschaft nicht nennen.',
    noMission: (country) => `SafeTrails hat keinen Kontakt ihrer Regierung in ${country} aus deren eigenen Seiten.`,
    phone: 'Telefon',
    emergencyPhone: 'Notfall',
    citizensLine: 'Bürgertelefon',
    whatToDo: 'Was tun',
    steps: [
      'Versuche, sie zu erreichen: Ruf sie an oder schreib ihr.',
      'Wenn du sie nicht erreichst und um ihre Sicherheit fürchtest, ruf die örtliche Notrufnummer oben oder die Nummer ihrer Regierung an.',
    ],
  },
  footer: {
    whyInvited: (her) =>
      `Du bekommst nur diese eine Nachricht, weil ${her} diese Adresse bei SafeTrails angegeben hat.`,
    why: (her) =>
      `Du bekommst diese Nachricht, weil du zugestimmt hast, Vertrauensperson von ${her} bei SafeTrails zu sein.`,
    stop: 'Diese Nachrichten nicht mehr erhalten',
    see: 'Sehen, was sie teilt',
  },
};
