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
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export type WaitlistEntry =
  { readonly status: 'absent' } | { readonly status: 'joined'; readonly name: string; readonly joinedAt: string };

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

export const waitlistEntryDecider: Decider<WaitlistEntry, JoinWaitlistCommandData> = {
  initialState: () => ({ status: 'absent' }),

  evolve(_state: WaitlistEntry, recorded: RecordedEvent): WaitlistEntry {
    const event = recorded as WaitlistEvent;
    switch (event.type) {
      case 'WaitlistJoined':
        return { status: 'joined', name: event.data.name, joinedAt: event.metadata.occurredAt };
      default: {
        // Adding an event type to WaitlistEvent without a case here is a compile error.
        const unhandled: never = event.type;
        throw new Error(`Unhandled waitlist event ${String(unhandled)} in ${recorded.stream}`);
      }
    }
  },

  decide(command: JoinWaitlistCommandData, state: WaitlistEntry): DecidedEvent<'WaitlistJoined', WaitlistJoinedData>[] {
    if (state.status === 'joined') throw new AlreadyRegisteredError(firstNameOf(state.name));
    return [
      {
        ...WaitlistEventTypes.WaitlistJoined,
        data: {
          email: normaliseEmail(command.email),
          name: command.name.trim(),
          isFrequentTraveler: command.isFrequentTraveler,
          company: command.company?.trim() || null,
          role: command.role?.trim() || null,
        },
      },
    ];
  },
};
