/**
 * What her safety network is asked (the decider's commands, each from one handler) and the delivery
 * key of every message it decides: a key names one message for ever, so a resend after a crash is
 * the same message.
 */
import type {
  CheckInDeadline,
  CheckInSchedule,
  CheckInVia,
  Locale,
  SafetyCheckAlertFacts,
  Sealed,
  SentChannel,
} from '@safetrails/contracts';

/** Plans she can have running at once (a daily check-in and a timer for tonight, say). */
export const CHECK_IN_PLANS_MAX = 5;

export type SafetyNetworkCommand =
  | { readonly type: 'PlanTrip'; readonly tripId: string; readonly trip: Sealed }
  | { readonly type: 'ChangeTrip'; readonly tripId: string; readonly trip: Sealed }
  | { readonly type: 'CancelTrip'; readonly tripId: string }
  | {
      readonly type: 'InviteContact';
      readonly contactId: string;
      readonly contact: Sealed;
      readonly addressHash: string;
      readonly language: Locale;
      readonly now: Date;
    }
  | { readonly type: 'ResendInvitation'; readonly contactId: string; readonly now: Date }
  | {
      readonly type: 'AnswerInvitation';
      readonly contactId: string;
      readonly answer: 'accept' | 'decline' | 'stop';
      readonly timeZone: Sealed | null;
    }
  | { readonly type: 'RemoveContact'; readonly contactId: string }
  | {
      readonly type: 'PlanCheckIn';
      readonly planId: string;
      readonly schedule: CheckInSchedule;
      readonly graceMinutes: number;
      readonly reminderMinutes: number;
      readonly tripId: string | null;
      readonly until: string | null;
      readonly deadline: CheckInDeadline;
    }
  | { readonly type: 'EndCheckInPlan'; readonly planId: string }
  | {
      readonly type: 'CheckIn';
      readonly checkInId: string;
      readonly at: Date;
      readonly now: Date;
      readonly via: CheckInVia;
      readonly place: Sealed | null;
      /** The time zone of where she is expected at an instant (her trip, or where she checked in). */
      readonly zoneAt: (at: Date) => string;
      /** `{ safe: true, alertId }`: the safety check about this alert is answered too. */
      readonly safeAfter: string | null;
    }
  | {
      readonly type: 'RemindCheckIn';
      readonly planId: string;
      readonly dueAt: string;
      readonly channels: readonly SentChannel[];
    }
  | {
      readonly type: 'RecordMissedCheckIn';
      readonly planId: string;
      readonly dueAt: string;
      readonly occasionId: string;
      readonly now: Date;
      readonly next: Date | null;
    }
  | { readonly type: 'RaiseSos'; readonly sosId: string; readonly place: Sealed | null }
  | {
      readonly type: 'AskSafetyCheck';
      readonly checkId: string;
      readonly alertId: string;
      readonly facts: SafetyCheckAlertFacts;
      readonly place: Sealed;
      readonly now: Date;
      readonly channels: readonly SentChannel[];
    }
  | { readonly type: 'RecordUnansweredSafetyCheck'; readonly checkId: string; readonly now: Date }
  | { readonly type: 'ChangeSafetyCheckSettings'; readonly on?: boolean; readonly graceMinutes?: number };

/** Delivery keys: each names one message for ever, so a resend after a crash is the same message. */
export const messageKey = {
  invitation: (contactId: string, n: number) => `invite:${contactId}:${n}`,
  reminder: (planId: string, dueAt: string, channel: SentChannel) => `remind:${planId}:${dueAt}:${channel}`,
  missed: (occasionId: string, contactId: string) => `missed:${occasionId}:${contactId}`,
  late: (occasionId: string, contactId: string) => `late:${occasionId}:${contactId}`,
  sos: (sosId: string, contactId: string) => `sos:${sosId}:${contactId}`,
  safetyCheck: (checkId: string, channel: SentChannel) => `safety-check:${checkId}:${channel}`,
  markedSafe: (checkId: string, contactId: string) => `safe:${checkId}:${contactId}`,
  unanswered: (checkId: string, contactId: string) => `unanswered:${checkId}:${contactId}`,
};
