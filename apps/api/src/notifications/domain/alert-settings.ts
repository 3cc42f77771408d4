/**
 * A traveller's alert settings (`notify-settings-<userId>`): what she wants to hear about, how and
 * when, the places she monitors beside her saved cities, her push devices and whether her email is
 * confirmed. Personal values arrive sealed by the handler; the rules here need none of them.
 */
import {
  MONITORED_PLACES_MAX,
  NotificationEventTypes,
  PUSH_DEVICES_MAX,
  TRIP_MAX_DAYS,
  type AlertSettingsChanges,
  type AlertSettingsEvent,
  type ErrorResponse,
  type RecordedEvent,
  type Sealed,
  type SettingsChangeSource,
  type TripDates,
} from '@safetrails/contracts';
import { DomainError, FieldRuleError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface AlertSettingsState {
  /** The settings that are not personal, as last changed (absent: never set, the default holds). */
  readonly values: AlertSettingsChanges;
  /** Places added here (not saved cities), by id. */
  readonly places: ReadonlySet<string>;
  readonly pushDevices: ReadonlySet<string>;
  readonly emailConfirmed: boolean;
  readonly emailBounced: boolean;
}

export type AlertSettingsCommand =
  | {
      readonly type: 'ChangeSettings';
      readonly changes: AlertSettingsChanges;
      readonly quietHours?: Sealed;
      readonly homeTimeZone?: Sealed;
      readonly via: SettingsChangeSource;
    }
  | {
      readonly type: 'AddPlace';
      readonly placeId: string;
      readonly place: Sealed;
      readonly radiusMetres: number | null;
      readonly trip: Sealed | null;
    }
  | {
      readonly type: 'ChangePlace';
      readonly placeId: string;
      readonly radiusMetres?: number | null;
      readonly trip?: Sealed | null;
      readonly paused?: boolean;
      readonly via: SettingsChangeSource;
    }
  | { readonly type: 'RemovePlace'; readonly placeId: string }
  | {
      readonly type: 'AddPushDevice';
      readonly subscriptionId: string;
      readonly subscription: Sealed;
      readonly device: string;
    }
  | {
      readonly type: 'RemovePushDevice';
      readonly subscriptionId: string;
      readonly reason: 'turned-off' | 'gone';
      readonly status?: number;
    }
  | { readonly type: 'RequestEmailConfirmation' }
  | { readonly type: 'ConfirmEmail' }
  | { readonly type: 'RecordEmailBounce'; readonly reason: string };

export class MonitoredPlaceNotFoundError extends DomainError {
  override readonly name = 'MonitoredPlaceNotFoundError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: 'No such monitored place' };
  }
}

/** A rule about one of the settings' fields, answered as a 400 naming it. */
export class AlertSettingsFieldError extends FieldRuleError {
  override readonly name = 'AlertSettingsFieldError';
}

export class TooManyError extends DomainError {
  override readonly name = 'TooManyError';
  constructor(
    readonly code: 'TOO_MANY_PLACES' | 'TOO_MANY_DEVICES',
    message: string,
  ) {
    super(message);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: this.code, message: this.message };
  }
}

const DAY_MS = 86_400_000;

/** Trip dates from the form: both or neither, the end not before the start, at most a year. */
export function tripOf(start: string | null | undefined, end: string | null | undefined): TripDates | null {
  if (!start && !end) return null;
  if (!start) throw new AlertSettingsFieldError('tripStart', 'isDefined', 'tripStart is required with tripEnd');
  if (!end) throw new AlertSettingsFieldError('tripEnd', 'isDefined', 'tripEnd is required with tripStart');
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from)) throw new AlertSettingsFieldError('tripStart', 'isDate', 'tripStart is not a real date');
  if (Number.isNaN(to) || new Date(to).toISOString().slice(0, 10) !== end) {
    throw new AlertSettingsFieldError('tripEnd', 'isDate', 'tripEnd is not a real date');
  }
  if (new Date(from).toISOString().slice(0, 10) !== start) {
    throw new AlertSettingsFieldError('tripStart', 'isDate', 'tripStart is not a real date');
  }
  if (to < from) throw new AlertSettingsFieldError('tripEnd', 'notBeforeStart', 'tripEnd must not be before tripStart');
  if ((to - from) / DAY_MS > TRIP_MAX_DAYS) {
    throw new AlertSettingsFieldError('tripEnd', 'maxDays', `a trip may last at most ${TRIP_MAX_DAYS} days`);
  }
  return { start, end };
}

export function isSavedCityPlace(placeId: string): boolean {
  return placeId.startsWith('saved-');
}

export const alertSettingsDecider: Decider<AlertSettingsState, AlertSettingsCommand> = {
  initialState: () => ({
    values: {},
    places: new Set(),
    pushDevices: new Set(),
    emailConfirmed: false,
    emailBounced: false,
  }),

  evolve(state, recorded: RecordedEvent): AlertSettingsState {
    const event = recorded as AlertSettingsEvent;
    switch (event.type) {
      case 'AlertSettingsChanged':
        return { ...state, values: { ...state.values, ...event.data.changes } };
      case 'MonitoredPlaceAdded':
        return { ...state, places: new Set([...state.places, event.data.placeId]) };
      case 'MonitoredPlaceRemoved':
        return { ...state, places: new Set([...state.places].filter((id) => id !== event.data.placeId)) };
      case 'MonitoredPlaceChanged':
        return state;
      case 'PushSubscriptionAdded':
        return { ...state, pushDevices: new Set([...state.pushDevices, event.data.subscriptionId]) };
      case 'PushSubscriptionRemoved':
        return {
          ...state,
          pushDevices: new Set([...state.pushDevices].filter((id) => id !== event.data.subscriptionId)),
        };
      case 'AlertEmailConfirmationRequested':
        return state;
      case 'AlertEmailConfirmed':
        return { ...state, emailConfirmed: true, emailBounced: false };
      case 'AlertEmailBounced':
        return { ...state, emailConfirmed: false, emailBounced: true };
      default: {
        const unhandled: never = event;
        throw new Error(`Unhandled alert settings event ${(unhandled as RecordedEvent).type}`);
      }
    }
  },

  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'ChangeSettings': {
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([key, value]) =>
              value !== undefined &&
              JSON.stringify(state.values[key as keyof AlertSettingsChanges]) !== JSON.stringify(value),
          ),
        ) as AlertSettingsChanges;
        if (Object.keys(changes).length === 0 && !command.quietHours && !command.homeTimeZone) return [];
        return [
          {
            ...NotificationEventTypes.AlertSettingsChanged,
            data: {
              changes,
              ...(command.quietHours ? { quietHours: command.quietHours } : {}),
              ...(command.homeTimeZone ? { homeTimeZone: command.homeTimeZone } : {}),
              via: command.via,
            },
          },
        ];
      }
      case 'AddPlace':
        if (state.places.has(command.placeId)) return [];
        if (state.places.size >= MONITORED_PLACES_MAX) {
          throw new TooManyError(
            'TOO_MANY_PLACES',
            `You monitor ${MONITORED_PLACES_MAX} places already: remove one before adding another`,
          );
        }
        return [
          {
            ...NotificationEventTypes.MonitoredPlaceAdded,
            data: {
              placeId: command.placeId,
              place: command.place,
              radiusMetres: command.radiusMetres,
              trip: command.trip,
            },
          },
        ];
      case 'ChangePlace': {
        if (!isSavedCityPlace(command.placeId) && !state.places.has(command.placeId)) {
          throw new MonitoredPlaceNotFoundError();
        }
        const { type: _type, ...data } = command;
        return [{ ...NotificationEventTypes.MonitoredPlaceChanged, data }];
      }
      case 'RemovePlace':
        if (isSavedCityPlace(command.placeId)) {
          throw new AlertSettingsFieldError(
            'placeId',
            'savedCity',
            'A saved city is monitored while it is saved: pause it here, or remove it from your saved places',
          );
        }
        if (!state.places.has(command.placeId)) throw new MonitoredPlaceNotFoundError();
        return [{ ...NotificationEventTypes.MonitoredPlaceRemoved, data: { placeId: command.placeId } }];
      case 'AddPushDevice':
        if (!state.pushDevices.has(command.subscriptionId) && state.pushDevices.size >= PUSH_DEVICES_MAX) {
          throw new TooManyError(
            'TOO_MANY_DEVICES',
            `Push is on for ${PUSH_DEVICES_MAX} devices already: turn it off on one first`,
          );
        }
        return [
          {
            ...NotificationEventTypes.PushSubscriptionAdded,
            data: {
              subscriptionId: command.subscriptionId,
              subscription: command.subscription,
              device: command.device,
            },
          },
        ];
      case 'RemovePushDevice':
        if (!state.pushDevices.has(command.subscriptionId)) return [];
        return [
          {
            ...NotificationEventTypes.PushSubscriptionRemoved,
            data: {
              subscriptionId: command.subscriptionId,
              reason: command.reason,
              ...(command.status === undefined ? {} : { status: command.status }),
            },
          },
        ];
      case 'RequestEmailConfirmation':
        return [{ ...NotificationEventTypes.AlertEmailConfirmationRequested, data: {} }];
      case 'ConfirmEmail':
        if (state.emailConfirmed) return [];
        return [{ ...NotificationEventTypes.AlertEmailConfirmed, data: {} }];
      case 'RecordEmailBounce':
        if (state.emailBounced) return [];
        return [{ ...NotificationEventTypes.AlertEmailBounced, data: { reason: command.reason } }];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled alert settings command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
