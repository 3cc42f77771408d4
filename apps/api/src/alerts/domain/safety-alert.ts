/**
 * A safety alert (`alert-<uuid>`). Raised verified by a moderator, or as a community report that a
 * moderator verifies; edited or archived (with a reason) by its author or a moderator; expired by the
 * system once its end time has passed. An archived or expired alert takes no further change.
 */
import {
  AlertEventTypes,
  type AlertEditedData,
  type AlertRaisedData,
  type ErrorResponse,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface SafetyAlertState {
  readonly raised: boolean;
  readonly authorId: string | null;
  readonly verified: boolean;
  readonly closed: 'archived' | 'expired' | null;
  readonly endTime: string | null;
}

/** Who acts: moderators (and admins) may act on any alert, travellers on their own. */
export interface AlertActor {
  readonly userId: string;
  readonly moderator: boolean;
}

export type SafetyAlertCommand =
  | { readonly type: 'Raise'; readonly alert: AlertRaisedData }
  | { readonly type: 'Edit'; readonly actor: AlertActor; readonly changes: AlertEditedData }
  | { readonly type: 'Verify'; readonly actor: AlertActor }
  | { readonly type: 'Archive'; readonly actor: AlertActor; readonly reason: string }
  | { readonly type: 'Expire'; readonly now: string };

export class AlertNotFoundError extends DomainError {
  override readonly name = 'AlertNotFoundError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: 'No such safety alert' };
  }
}

export class NotAlertAuthorError extends DomainError {
  override readonly name = 'NotAlertAuthorError';
  toResponse(): ErrorResponse {
    return {
      statusCode: 403,
      error: 'Forbidden',
      code: 'NOT_ALERT_AUTHOR',
      message: 'Only the author or a moderator can change this alert',
    };
  }
}

export class AlertClosedError extends DomainError {
  override readonly name = 'AlertClosedError';
  constructor(readonly closed: 'archived' | 'expired') {
    super(`This alert is ${closed}`);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'ALERT_CLOSED', message: `This alert is ${this.closed}` };
  }
}

export const safetyAlertDecider: Decider<SafetyAlertState, SafetyAlertCommand> = {
  initialState: () => ({ raised: false, authorId: null, verified: false, closed: null, endTime: null }),

  evolve(state, event: RecordedEvent): SafetyAlertState {
    switch (event.type) {
      case 'AlertRaised': {
        const data = event.data as AlertRaisedData;
        return { ...state, raised: true, authorId: data.raisedBy, verified: data.verified, endTime: data.endTime };
      }
      case 'AlertEdited': {
        const data = event.data as AlertEditedData;
        return data.endTime === undefined ? state : { ...state, endTime: data.endTime };
      }
      case 'AlertVerified':
        return { ...state, verified: true };
      case 'AlertArchived':
        return { ...state, closed: 'archived' };
      case 'AlertExpired':
        return { ...state, closed: 'expired' };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (command.type === 'Raise') {
      return state.raised ? [] : [{ ...AlertEventTypes.AlertRaised, data: command.alert }];
    }
    if (!state.raised) throw new AlertNotFoundError();
    switch (command.type) {
      case 'Expire':
        // Expiry is the system's, repeated by every API instance: it only ever happens once.
        if (state.closed || !state.endTime || Date.parse(state.endTime) > Date.parse(command.now)) return [];
        return [{ ...AlertEventTypes.AlertExpired, data: { endTime: state.endTime } }];
      case 'Verify':
        if (!command.actor.moderator) throw new NotAlertAuthorError();
        if (state.closed) throw new AlertClosedError(state.closed);
        return state.verified ? [] : [{ ...AlertEventTypes.AlertVerified, data: { verifiedBy: command.actor.userId } }];
      case 'Archive':
        if (!command.actor.moderator && command.actor.userId !== state.authorId) throw new NotAlertAuthorError();
        if (state.closed === 'archived') return [];
        if (state.closed) throw new AlertClosedError(state.closed);
        return [
          { ...AlertEventTypes.AlertArchived, data: { archivedBy: command.actor.userId, reason: command.reason } },
        ];
      case 'Edit': {
        if (!command.actor.moderator && command.actor.userId !== state.authorId) throw new NotAlertAuthorError();
        if (state.closed) throw new AlertClosedError(state.closed);
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([, value]) => value !== undefined));
        return Object.keys(changes).length === 0 ? [] : [{ ...AlertEventTypes.AlertEdited, data: changes }];
      }
    }
  },
};
