/** What every language's words of a message give (notification-words.ts picks one by her language). */
import type { AlertSeverity, AlertType, OfficialAlertKind } from '@safetrails/contracts';

export interface NotificationWords {
  /** The tag `Intl` formats dates and numbers with (Western digits in Arabic, as the app shows them). */
  readonly intlLocale: string;
  readonly severities: Readonly<Record<AlertSeverity, string>>;
  readonly types: Readonly<Record<AlertType, string>>;
  readonly kinds: Readonly<Record<OfficialAlertKind, string>>;
  /** "Official: USGS". */
  readonly official: (source: string) => string;
  readonly verified: string;
  readonly unverified: string;
  /** "Label: value", with the language's spacing (French spaces its colon). */
  readonly labelled: (label: string, value: string) => string;
  /** "in Pokhara, Nepal"; "near one of your places" when the place is not known. */
  readonly inPlace: (place: string | null) => string;
  /** "9 km from Pokhara, Nepal". */
  readonly fromPlace: (distance: string, place: string | null) => string;
  /** "27 Nov 2026, 14:03 local time (Asia/Kathmandu); 27 Nov 2026, 08:18 UTC". */
  readonly localTime: (local: string, zone: string, utc: string) => string;
  /** "High alert", "Updated · High alert" (the severity's glossary name given). */
  readonly severityAlert: (severity: string, update: boolean) => string;
  /** An email's subject: "High alert: earthquake 9 km from Pokhara, Nepal". */
  readonly subject: (severityAlert: string, what: string, where: string) => string;
  /** A push notification's title: "High alert: Earthquake 9 km from Pokhara, Nepal". */
  readonly pushTitle: (severityAlert: string, what: string, where: string) => string;
  readonly lead: (what: string, where: string) => string;
  readonly updatedLead: (what: string, where: string) => string;
  /** "USGS says:" before the source's quoted words. */
  readonly says: (organisation: string) => string;
  readonly severity: string;
  readonly sourceScale: (scale: string) => string;
  readonly when: string;
  readonly source: string;
  readonly licence: string;
  readonly openAlert: string;
  readonly why: (place: string | null) => string;
  readonly changeSettings: string;
  readonly unsubscribe: string;
  readonly confirmation: {
    readonly subject: string;
    readonly asked: string;
    readonly confirm: string;
    readonly expiry: string;
  };
  readonly digest: {
    /** "3 low-severity alerts for your places". */
    readonly count: (count: number) => string;
    /** The digest's day as the subject and its first line give it. */
    readonly day: (isoDay: string) => string;
    readonly subject: (count: string, day: string) => string;
    readonly intro: (day: string) => string;
    readonly open: string;
    readonly oneByOne: string;
    readonly pushBody: string;
    readonly pushSource: string;
  };
}
