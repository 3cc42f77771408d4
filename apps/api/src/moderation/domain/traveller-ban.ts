/**
 * Banning a traveller for a time (`user-<uuid>`, next to the account's other decisions): a ban says
 * until when and why; a new ban replaces the current end; lifting ends it early. Staff accounts are
 * not banned (revoke the role first: that is an admin's decision with its own reason).
 */
import {
  ModerationEventTypes,
  type BanLiftedData,
  type ErrorResponse,
  type RecordedEvent,
  type Role,
  type RoleChangedData,
  type TravellerBannedData,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { UserNotFoundError } from '../../identity/domain/user';

export interface TravellerBanState {
  readonly registered: boolean;
  readonly deleted: boolean;
  readonly roles: ReadonlySet<Role>;
  /** The end of the current or last ban (ISO), or null when never banned or lifted. */
  readonly bannedUntil: string | null;
}

export type TravellerBanCommand =
  | { readonly type: 'Ban'; readonly until: Date; readonly reason: string; readonly now: Date }
  | { readonly type: 'LiftBan'; readonly reason: string; readonly now: Date };

export class CannotBanStaffError extends DomainError {
  override readonly name = 'CannotBanStaffError';
  constructor() {
    super('Moderators and admins are not banned: an admin revokes the role first');
  }
  toResponse(): ErrorResponse {
    return { statusCode: 422, error: 'Unprocessable Entity', code: 'CANNOT_BAN_STAFF', message: this.message };
  }
}

export class BanInThePastError extends DomainError {
  override readonly name = 'BanInThePastError';
  constructor() {
    super('until must be in the future');
  }
  toResponse(): ErrorResponse {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: this.message,
      errors: [{ field: 'until', rule: 'isFuture', message: this.message }],
    };
  }
}

export function isBanned(state: TravellerBanState, now: Date): boolean {
  return state.bannedUntil !== null && Date.parse(state.bannedUntil) > now.getTime();
}

export const travellerBanDecider: Decider<TravellerBanState, TravellerBanCommand> = {
  initialState: () => ({ registered: false, deleted: false, roles: new Set(), bannedUntil: null }),

  evolve(state, event: RecordedEvent): TravellerBanState {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, roles: new Set<Role>(['traveller']) };
      case 'RoleGranted':
        return { ...state, roles: new Set([...state.roles, (event.data as RoleChangedData).role]) };
      case 'RoleRevoked': {
        const { role } = event.data as RoleChangedData;
        return { ...state, roles: new Set([...state.roles].filter((held) => held !== role)) };
      }
      case 'AccountDeleted':
        return { ...state, deleted: true };
      case 'TravellerBanned':
        return { ...state, bannedUntil: (event.data as TravellerBannedData).until };
      case 'BanLifted':
        return { ...state, bannedUntil: null };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (!state.registered || state.deleted) throw new UserNotFoundError();
    switch (command.type) {
      case 'Ban': {
        if (state.roles.has('moderator') || state.roles.has('admin')) throw new CannotBanStaffError();
        if (command.until.getTime() <= command.now.getTime()) throw new BanInThePastError();
        // The same end again (a bulk ban of several items by one traveller) changes nothing.
        if (isBanned(state, command.now) && state.bannedUntil === command.until.toISOString()) return [];
        const data: TravellerBannedData = { until: command.until.toISOString(), reason: command.reason };
        return [{ ...ModerationEventTypes.TravellerBanned, data }];
      }
      case 'LiftBan': {
        if (!isBanned(state, command.now)) return [];
        const data: BanLiftedData = { reason: command.reason };
        return [{ ...ModerationEventTypes.BanLifted, data }];
      }
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled ban command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
