/** Answers of her safety network's routes (docs/SAFETY-NETWORK.md). */
import type { Locale } from '../constants/locale.constants';
import type { OfficialAlertSource } from '../constants/alert.constants';
import type { TrustedContactStatus } from '../constants/safety-network.constants';
import type { CheckInSchedule } from '../events/safety-network.events';
import type { CountryEmergency } from './country.responses';

export interface TripStopView {
  readonly destinationId: number;
  /** The catalogue's name and country, as the city's page shows them. */
  readonly city: string;
  readonly country: string;
  readonly countryCode: string;
  readonly arrive: string;
  readonly leave: string;
  /** The city's IANA time zone: a stop's days are its own. */
  readonly timeZone: string;
}

export interface Trip {
  readonly id: string;
  readonly name: string;
  readonly stops: readonly TripStopView[];
  readonly firstDay: string;
  readonly lastDay: string;
  /** Against each stop's own calendar today. */
  readonly status: 'upcoming' | 'current' | 'past';
  readonly plannedAt: string;
}

export interface TrustedContact {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly language: Locale;
  readonly status: TrustedContactStatus;
  readonly invitedAt: string;
  /** When the invitation may be sent again (once a day); null while they have answered. */
  readonly resendableAt: string | null;
  readonly answeredAt: string | null;
}

export interface TrustedContacts {
  readonly contacts: readonly TrustedContact[];
  /** How many more she can invite (five at once). */
  readonly remaining: number;
  /** The free-text emergency contact of her profile, offered as an invitation; never mailed without her. */
  readonly profileSuggestion: { readonly text: string; readonly email: string | null } | null;
}

export interface CheckInDeadlineView {
  readonly dueAt: string;
  readonly escalateAt: string;
  readonly remindAt: string | null;
  /** Where she is expected to be at the deadline, whose clock it is shown in. */
  readonly timeZone: string;
}

export interface CheckInPlan {
  readonly id: string;
  readonly schedule: CheckInSchedule;
  readonly graceMinutes: number;
  readonly reminderMinutes: number;
  readonly tripId: string | null;
  readonly until: string | null;
  readonly next: CheckInDeadlineView | null;
  readonly plannedAt: string;
}

/** Where she is: the city of a check-in that named one in the last day, or where her trip places her today. */
export interface WhereSheIs {
  readonly destinationId: number;
  readonly city: string;
  readonly country: string;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly from: 'check-in' | 'trip';
}

export interface OpenSafetyCheck {
  readonly checkId: string;
  readonly alertId: string;
  readonly source: OfficialAlertSource;
  /** The source's own title. */
  readonly title: string;
  readonly askedAt: string;
  readonly answerBy: string;
}

/** `GET /api/check-ins`: what the "I'm OK" button and her safety page show. */
export interface CheckInStatus {
  readonly plans: readonly CheckInPlan[];
  readonly lastCheckIn: { readonly at: string; readonly city: string | null } | null;
  readonly where: WhereSheIs | null;
  /** Missed check-ins not yet followed by one: her contacts have been told. */
  readonly missed: readonly { readonly occasionId: string; readonly dueAt: string }[];
  readonly safetyCheck: {
    readonly on: boolean;
    readonly graceMinutes: number;
    readonly open: readonly OpenSafetyCheck[];
  };
  readonly acceptedContacts: number;
}

export interface CheckInAnswer {
  readonly checkInId: string;
  readonly at: string;
  /** The deadlines it met. */
  readonly counted: number;
  /** Contacts told that she checked in after a missed one. */
  readonly followUps: number;
}

export interface SosAnswer {
  readonly sosId: string;
  readonly contactsTold: number;
  readonly where: WhereSheIs | null;
  /** The numbers of the country she is in, each with its source, to call at once. */
  readonly emergency: CountryEmergency | null;
}

/** What a contact's link shows: only what she shares, only while she shares it. */
export interface ContactLinkView {
  readonly travellerName: string;
  readonly contactName: string;
  readonly status: TrustedContactStatus;
  readonly language: Locale;
  /** Shown to an accepted contact only. */
  readonly sharing: {
    readonly lastCheckIn: { readonly at: string; readonly city: string | null } | null;
    readonly where: WhereSheIs | null;
    /** Her last map point, only when she shares her location. */
    readonly point: { readonly latitude: number; readonly longitude: number } | null;
    readonly plans: number;
  } | null;
}

/** What a reminder's or safety check's link opens, before she presses the button. */
export interface CheckInLinkView {
  readonly purpose: 'check-in' | 'safety-check';
  readonly dueAt: string | null;
  readonly alertTitle: string | null;
  readonly done: boolean;
}

/** The console's daily counts: nothing about anyone. */
export interface SafetyNetworkDay {
  readonly day: string;
  readonly checkIns: number;
  readonly misses: number;
  readonly escalations: number;
  readonly sos: number;
  readonly safetyChecks: number;
}
