/**
 * Pure waitlist rules used on both sides of the wire.
 */
import { WAITLIST_CAP } from '../constants/waitlist.constants';
import type { WaitlistStats } from '../api/waitlist.responses';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The only part of a name that public routes show. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function waitlistStats(count: number): WaitlistStats {
  return {
    count,
    cap: WAITLIST_CAP,
    spotsRemaining: Math.max(0, WAITLIST_CAP - count),
    progressPercent: Math.min(100, (count * 100) / WAITLIST_CAP),
  };
}
