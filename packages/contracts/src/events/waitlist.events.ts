/**
 * Events of the early-access waitlist. One stream per normalised email: `waitlist-<sha256(email)>`.
 */
import type { RecordedEvent } from '../envelope';
import type { Sealed } from './identity.events';

export const WAITLIST_STREAM_CATEGORY = 'waitlist';

export interface WaitlistJoinedData {
  /**
   * Trimmed and lowercased. Since schema version 2 the personal fields (email, name, company,
   * role) are sealed with the entry's key, named by `sealedFor` (crypto-shredding on erasure);
   * version 1 events carry them in clear.
   */
  readonly email: string | Sealed;
  /** Trimmed. */
  readonly name: string | Sealed;
  readonly isFrequentTraveler: boolean;
  readonly company: string | Sealed | null;
  readonly role: string | Sealed | null;
  readonly sealedFor?: string;
}

/** An erasure request removed the entry: its key is shredded, its read-model row deleted. */
export interface WaitlistEntryErasedData {
  readonly reason: string;
}

export type WaitlistJoined = RecordedEvent<'WaitlistJoined', WaitlistJoinedData>;
export type WaitlistEntryErased = RecordedEvent<'WaitlistEntryErased', WaitlistEntryErasedData>;

export type WaitlistEvent = WaitlistJoined | WaitlistEntryErased;

export const WaitlistEventTypes = {
  WaitlistJoined: { type: 'WaitlistJoined', schemaVersion: 2 },
  WaitlistEntryErased: { type: 'WaitlistEntryErased', schemaVersion: 1 },
} as const;

/** The waitlist fields that are personal, sealed in the log. */
export const WAITLIST_SEALED_FIELDS = ['email', 'name', 'company', 'role'] as const;
