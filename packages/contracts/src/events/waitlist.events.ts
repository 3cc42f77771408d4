/**
 * Events of the early-access waitlist. One stream per normalised email: `waitlist-<sha256(email)>`.
 */
import type { RecordedEvent } from '../envelope';

export const WAITLIST_STREAM_CATEGORY = 'waitlist';

export interface WaitlistJoinedData {
  /** Trimmed and lowercased. */
  readonly email: string;
  /** Trimmed. */
  readonly name: string;
  readonly isFrequentTraveler: boolean;
  readonly company: string | null;
  readonly role: string | null;
}

export type WaitlistJoined = RecordedEvent<'WaitlistJoined', WaitlistJoinedData>;

export type WaitlistEvent = WaitlistJoined;

export const WaitlistEventTypes = {
  WaitlistJoined: { type: 'WaitlistJoined', schemaVersion: 1 },
} as const;
