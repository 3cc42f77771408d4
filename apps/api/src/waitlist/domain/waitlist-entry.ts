/**
 * The waitlist entry aggregate: one stream per normalised email, so "one entry per email" holds
 * by stream identity and the `no_stream` expected revision, not by a lookup that could race.
 */
import { createHash } from 'node:crypto';
import {
  ALREADY_REGISTERED,
  firstNameOf,
  normaliseEmail,
  WAITLIST_STREAM_CATEGORY,
  WaitlistEventTypes,
  type ErrorResponse,
  type JoinWaitlistCommandData,
  type RecordedEvent,
  type WaitlistEvent,
  type WaitlistJoinedData,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import { uuidFrom } from '../../platform/event-sourcing/ids';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export type WaitlistEntry = { readonly status: 'absent' } | { readonly status: 'joined'; readonly joinedAt: string };

/**
 * What the decider decides on: the sign-up as it will be logged, its personal fields already
 * sealed (the handler seals them with the entry's key), and the first name the visitor typed, so a
 * repeated sign-up is greeted with their own words and never with a stored name.
 */
export type WaitlistDecision =
  | { readonly type: 'Join'; readonly data: WaitlistJoinedData; readonly typedFirstName: string }
  | { readonly type: 'Erase'; readonly reason: string };

export class AlreadyRegisteredError extends DomainError {
  override readonly name = 'AlreadyRegisteredError';
  constructor(readonly firstName: string) {
    super('This email is already registered for early access.');
  }

  toResponse(): ErrorResponse & { name: string } {
    return {
      statusCode: 409,
      error: 'Conflict',
      code: ALREADY_REGISTERED,
      message: this.message,
      name: this.firstName,
    };
  }
}

export function waitlistStreamName(email: string): string {
  return `${WAITLIST_STREAM_CATEGORY}-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
}

/** The subject whose key seals an entry's personal fields: named by the stream, so by the email. */
export function waitlistSubject(stream: string): string {
  return uuidFrom('waitlist-entry', stream);
}

/** The sign-up as the visitor sent it, normalised, before sealing. */
export function normalisedJoin(command: JoinWaitlistCommandData): WaitlistJoinedData {
  return {
    email: normaliseEmail(command.email),
    name: command.name.trim(),
    isFrequentTraveler: command.isFrequentTraveler,
    company: command.company?.trim() || null,
    role: command.role?.trim() || null,
  };
}

export const waitlistEntryDecider: Decider<WaitlistEntry, WaitlistDecision> = {
  initialState: () => ({ status: 'absent' }),

  evolve(_state: WaitlistEntry, recorded: RecordedEvent): WaitlistEntry {
    const event = recorded as WaitlistEvent;
    switch (event.type) {
      case 'WaitlistJoined':
        return { status: 'joined', joinedAt: event.metadata.occurredAt };
      case 'WaitlistEntryErased':
        return { status: 'absent' };
      default: {
        // Adding an event type to WaitlistEvent without a case here is a compile error.
        const unhandled: never = event;
        throw new Error(`Unhandled waitlist event ${(unhandled as RecordedEvent).type} in ${recorded.stream}`);
      }
    }
  },

  decide(command: WaitlistDecision, state: WaitlistEntry): DecidedEvent[] {
    if (command.type === 'Erase') {
      if (state.status === 'absent') return [];
      return [{ ...WaitlistEventTypes.WaitlistEntryErased, data: { reason: command.reason } }];
    }
    if (state.status === 'joined') throw new AlreadyRegisteredError(firstNameOf(command.typedFirstName));
    return [{ ...WaitlistEventTypes.WaitlistJoined, data: command.data }];
  },
};
