import type { SafetyWords } from './safety-words-shape';

export const en: SafetyWords = {
  intlLocale: 'en-GB',
  labelled: (label, value) => `${label}: ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} UTC (we do not know your time zone)`,
  invitation: {
    subject: (her) => `${her} asks you to be a trusted contact on SafeTrails`,
    lead: (her, contact) =>
      `Hello ${contact}, ${her} travels with SafeTrails and would like you to be one of her trusted contacts.`,
    what: 'If you accept, SafeTrails will email you if she misses a check-in, if she sends an SOS, or if she does not answer after a disaster near her, with where she is and the local emergency numbers. You will not get anything else.',
    consent: 'Until you accept, nothing more is sent to this address. You can stop at any time from any message.',
    accept: 'Accept',
    decline: 'Decline',
  },
  reminder: {
    subject: (due) => `Check in before ${due}`,
    lead: (due) => `Your next check-in is due at ${due}. Tap "I'm OK" to check in.`,
    imOk: "I'm OK",
    pushTitle: 'Time to check in',
    pushBody: (due) => `Due at ${due}. Tap "I'm OK".`,
    ifNot: (grace) => `If you have not checked in ${grace} minutes after it is due, your trusted contacts are told.`,
  },
  missed: {
    subject: (her) => `${her} missed a check-in`,
    lead: (her, dueHers, dueTheirs) =>
      `${her} missed a check-in due at ${dueHers} (your time: ${dueTheirs}), and her grace period has passed.`,
  },
  late: {
    subject: (her) => `${her} has checked in`,
    lead: (her, at) => `${her} checked in at ${at}, after the check-in she missed. No need to act on our last message.`,
  },
  sos: {
    subject: (her) => `SOS from ${her}`,
    lead: (her, at) => `${her} sent an SOS from SafeTrails at ${at}. Try to reach her now.`,
  },
  safetyCheck: {
    subject: 'Are you safe?',
    lead: (city) => `An official alert touched ${city}, where you are today. Are you safe?`,
    says: (organisation) => `${organisation} says:`,
    imSafe: "I'm safe",
    pushTitle: 'Are you safe?',
    pushBody: (city) => `An official alert touched ${city}. Tap "I'm safe".`,
    ifNot: (by) => `If you have not answered by ${by}, your trusted contacts are told.`,
  },
  markedSafe: {
    subject: (her) => `${her} marked herself safe`,
    lead: (her, organisation) => `${her} marked herself safe after this alert (${organisation}):`,
  },
  unanswered: {
    subject: (her) => `${her} has not answered after an alert`,
    lead: (her, city, organisation) =>
      `An official alert touched ${city}, where ${her} is today, and she has not answered whether she is safe. The alert (${organisation}):`,
  },
  facts: {
    where: 'Where she is',
    fromCheckIn: 'from her last check-in',
    fromTrip: 'where her trip places her today',
    unknownWhere: 'not known: she has no trip for today and has not checked in from a city',
    lastCheckIn: 'Last check-in',
    noCheckIn: 'none yet',
    mapPoint: 'Map point she shares',
    numbersIn: (country) => `Emergency numbers in ${country}`,
    services: {
      general: 'Emergency',
      police: 'Police',
      ambulance: 'Ambulance',
      fire: 'Fire',
      touristPolice: 'Tourist police',
      womensHelpline: "Women's helpline",
    },
    sourceOf: (organisation, date) => `source: ${organisation}, ${date}`,
    noNumbers: (country) => `SafeTrails has no emergency number for ${country} from an official source.`,
    checkAt: 'Check here',
    herGovernment: (country) => `Her government in ${country}`,
    noHome: 'She has not given her home country, so we cannot name her embassy.',
    noMission: (country) => `SafeTrails has no contact of her government in ${country} from its own pages.`,
    phone: 'Telephone',
    emergencyPhone: 'Emergency',
    citizensLine: "Citizens' line",
    whatToDo: 'What to do',
    steps: [
      'Try to reach her: call or message her.',
      'If you cannot reach her and fear for her safety, call the local emergency number above, or her government’s line.',
    ],
  },
  footer: {
    whyInvited: (her) => `You get this one message because ${her} gave this address on SafeTrails.`,
    why: (her) => `You get this because you accepted to be a trusted contact of ${her} on SafeTrails.`,
    stop: 'Stop receiving these messages',
    see: 'See what she shares',
  },
};
