/**
 * A safety alert (`alert-<uuid>`). Raised verified by a moderator, or as a community report that a
 * moderator verifies; edited or archived (with a reason) by its author or a moderator; expired by the
 * system once its end time has passed. An archived or expired alert takes no further change.
 *
 * An official alert (docs/ALERTS.md) is published by its source: the first version raises it, a
 * version with other content updates it, the same version again appends nothing, and the source's
 * deletion archives it. A moderator may archive it like any other; the source cannot bring it back.
 */
import {
  AlertEventTypes,
  OFFICIAL_ALERT_RAISER,
  type AlertEditedData,
  type AlertRaisedData,
  type ErrorResponse,
  type OfficialAlertOrigin,
  type OfficialAlertUpdatedData,
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
  /** The content hash of the source's last version, on an official alert. */
  readonly officialHash: string | null;
}

/** What an official alert says, in our fields, and where it comes from. */
export type OfficialAlertVersion = Omit<AlertRaisedData, 'official' | 'verified' | 'raisedBy'> & {
  readonly official: OfficialAlertOrigin;
};

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
  | { readonly type: 'Expire'; readonly now: string }
  | { readonly type: 'Publish'; readonly version: OfficialAlertVersion; readonly onlyIfRaised: boolean }
  | { readonly type: 'Withdraw'; readonly reason: string };

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
  initialState: () => ({
    raised: false,
    authorId: null,
    verified: false,
    closed: null,
    endTime: null,
    officialHash: null,
  }),

  evolve(state, event: RecordedEvent): SafetyAlertState {
    switch (event.type) {
      case 'AlertRaised': {
        const data = event.data as AlertRaisedData;
        return {
          ...state,
          raised: true,
          authorId: data.raisedBy,
          verified: data.verified,
          endTime: data.endTime,
          officialHash: data.official?.contentHash ?? null,
        };
      }
      case 'OfficialAlertUpdated': {
        const data = event.data as OfficialAlertUpdatedData;
        return {
          ...state,
          officialHash: data.official.contentHash,
          endTime: data.changes.endTime === undefined ? state.endTime : data.changes.endTime,
        };
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
    if (command.type === 'Publish') {
      return !state.raised && command.onlyIfRaised ? [] : publish(command.version, state);
    }
    if (command.type === 'Withdraw') {
      // The source deleted an event: archive our alert of it, if we ever raised one and it is open.
      if (!state.raised || state.closed || state.officialHash === null) return [];
      return [
        { ...AlertEventTypes.AlertArchived, data: { archivedBy: OFFICIAL_ALERT_RAISER, reason: command.reason } },
      ];
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

const UPDATABLE_FIELDS = [
  'title',
  'content',
  'severity',
  'alertType',
  'latitude',
  'longitude',
  'radiusMetres',
  'startTime',
  'endTime',
] as const;

/**
 * A version of an official alert: raised verified the first time, an update (only the fields that
 * changed, and the whole origin) when the source's content changed, nothing when it did not or when
 * the alert is closed (a moderator's archiving stands; an expired event that the source revises
 * stays expired).
 */
function publish(version: OfficialAlertVersion, state: SafetyAlertState): DecidedEvent[] {
  if (!state.raised) {
    return [
      {
        ...AlertEventTypes.AlertRaised,
        data: { ...version, verified: true, raisedBy: OFFICIAL_ALERT_RAISER } satisfies AlertRaisedData,
      },
    ];
  }
  if (state.closed || state.officialHash === version.official.contentHash) return [];
  const changes = Object.fromEntries(UPDATABLE_FIELDS.map((field) => [field, version[field]]));
  return [
    {
      ...AlertEventTypes.OfficialAlertUpdated,
      data: { changes, official: version.official } satisfies OfficialAlertUpdatedData,
    },
  ];
}
