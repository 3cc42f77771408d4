/**
 * A check-in plan as the form holds it (text fields), and the request it becomes: exactly one of
 * `backBy` (the device's local date and time, sent as an instant), `everyHours` or `dailyAt`. What the
 * form can tell before sending (a time not ahead, hours out of range) is named by field and rule.
 */
import { BACK_BY_MIN_AHEAD_MS, CHECK_IN_EVERY_HOURS_MAX, CHECK_IN_EVERY_HOURS_MIN } from '@safetrails/contracts';

export type PlanKind = 'back-by' | 'every' | 'daily';

export interface PlanDraft {
  readonly kind: PlanKind;
  /** `YYYY-MM-DDTHH:MM` in this device's time, as a datetime-local input gives it. */
  readonly backBy: string;
  readonly everyHours: string;
  readonly dailyAt: string;
  readonly grace: string;
  readonly reminder: string;
  readonly tripId: string;
}

export interface PlanRequest {
  readonly backBy?: string;
  readonly everyHours?: number;
  readonly dailyAt?: string;
  readonly graceMinutes: number;
  readonly reminderMinutes: number;
  readonly tripId?: string;
}

export function planRequest(
  draft: PlanDraft,
  now: Date,
): PlanRequest | { readonly errors: Readonly<Record<string, 'future' | 'hours' | 'time'>> } {
  const base = {
    graceMinutes: Number(draft.grace),
    reminderMinutes: Number(draft.reminder),
    ...(draft.tripId ? { tripId: draft.tripId } : {}),
  };
  switch (draft.kind) {
    case 'back-by': {
      const at = draft.backBy ? new Date(draft.backBy) : null;
      if (!at || Number.isNaN(at.getTime())) return { errors: { backBy: 'time' } };
      if (at.getTime() - now.getTime() < BACK_BY_MIN_AHEAD_MS) return { errors: { backBy: 'future' } };
      return { ...base, backBy: at.toISOString() };
    }
    case 'every': {
      const hours = Number(draft.everyHours);
      if (!Number.isInteger(hours) || hours < CHECK_IN_EVERY_HOURS_MIN || hours > CHECK_IN_EVERY_HOURS_MAX) {
        return { errors: { everyHours: 'hours' } };
      }
      return { ...base, everyHours: hours };
    }
    case 'daily':
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.dailyAt)) return { errors: { dailyAt: 'time' } };
      return { ...base, dailyAt: draft.dailyAt };
    default: {
      const unhandled: never = draft.kind;
      throw new Error(`Unhandled plan kind ${String(unhandled)}`);
    }
  }
}

/** Her profile's emergency contact as an invitation's name and address: the address taken out of the text. */
export function suggestionDraft(text: string, email: string | null): { readonly name: string; readonly email: string } {
  const name = (email ? text.replace(email, ' ') : text)
    .replace(/[<>()[\],;:|]+/g, ' ')
    .replace(/\s[-–—]\s/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { name, email: email ?? '' };
}
