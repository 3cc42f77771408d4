/**
 * Our own words in the safety network's messages, in each language the app speaks: to her (reminders,
 * the safety check) in hers, to a contact in the language she chose for them. The sources' words (a
 * government's line for its citizens, an alert's title) are never translated: they are quoted as
 * written. Functions, not ICU messages: the compiler holds every language whole.
 */
import type { EmergencyService } from '@safetrails/contracts';

export interface SafetyWords {
  /** The tag `Intl` formats dates with (Western digits in Arabic, as the app shows them). */
  readonly intlLocale: string;
  /** "Label: value", with the language's spacing. */
  readonly labelled: (label: string, value: string) => string;
  /** "Tuesday 8 December, 20:00 (America/Lima)". */
  readonly timeIn: (local: string, zone: string) => string;
  /** A contact whose time zone we do not know sees UTC, said so. */
  readonly utcUnknownZone: (utc: string) => string;
  readonly invitation: {
    readonly subject: (her: string) => string;
    readonly lead: (her: string, contact: string) => string;
    readonly what: string;
    readonly consent: string;
    readonly accept: string;
    readonly decline: string;
  };
  readonly reminder: {
    readonly subject: (due: string) => string;
    readonly lead: (due: string) => string;
    readonly imOk: string;
    readonly pushTitle: string;
    readonly pushBody: (due: string) => string;
    readonly ifNot: (graceMinutes: number) => string;
  };
  readonly missed: {
    readonly subject: (her: string) => string;
    /** She missed a check-in due at {her time} (your time: {theirs}). */
    readonly lead: (her: string, dueHers: string, dueTheirs: string) => string;
  };
  readonly late: {
    readonly subject: (her: string) => string;
    readonly lead: (her: string, at: string) => string;
  };
  readonly sos: {
    readonly subject: (her: string) => string;
    readonly lead: (her: string, at: string) => string;
  };
  readonly safetyCheck: {
    readonly subject: string;
    /** "An official alert touched {city}, where your trip places you today. Are you safe?" */
    readonly lead: (city: string) => string;
    readonly says: (organisation: string) => string;
    readonly imSafe: string;
    readonly pushTitle: string;
    readonly pushBody: (city: string) => string;
    readonly ifNot: (answerBy: string) => string;
  };
  readonly markedSafe: {
    readonly subject: (her: string) => string;
    readonly lead: (her: string, organisation: string) => string;
  };
  readonly unanswered: {
    readonly subject: (her: string) => string;
    readonly lead: (her: string, city: string, organisation: string) => string;
  };
  readonly facts: {
    readonly where: string;
    readonly fromCheckIn: string;
    readonly fromTrip: string;
    readonly unknownWhere: string;
    readonly lastCheckIn: string;
    readonly noCheckIn: string;
    readonly mapPoint: string;
    readonly numbersIn: (country: string) => string;
    readonly services: Readonly<Record<EmergencyService, string>>;
    readonly sourceOf: (organisation: string, date: string) => string;
    readonly noNumbers: (country: string) => string;
    readonly checkAt: string;
    readonly herGovernment: (country: string) => string;
    readonly noHome: string;
    readonly noMission: (country: string) => string;
    readonly phone: string;
    readonly emergencyPhone: string;
    readonly citizensLine: string;
    readonly whatToDo: string;
    readonly steps: readonly string[];
  };
  readonly footer: {
    /** An invitation: the one message before they accept. */
    readonly whyInvited: (her: string) => string;
    readonly why: (her: string) => string;
    readonly stop: string;
    readonly see: string;
  };
}
