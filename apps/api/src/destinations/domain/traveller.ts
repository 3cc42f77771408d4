/**
 * A traveller's own activity (`traveller-<userId>`): saved places, the destinations they viewed (at
 * most once per destination per day) and the alerts they opened. Kept apart from the user stream so
 * saving a place never contends with a profile update.
 */
import {
  AlertEventTypes,
  DestinationEventTypes,
  type AlertViewedData,
  type DestinationViewedData,
  type ItemSavedData,
  type RecordedEvent,
  type SavedItemType,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface TravellerState {
  /** Keys `<itemType>:<itemId>`. */
  readonly saved: ReadonlySet<string>;
  /** Keys `<destinationId>:<day>`. */
  readonly views: ReadonlySet<string>;
  readonly alertsViewed: ReadonlySet<string>;
}

export type TravellerCommand =
  | ({ readonly type: 'Save' } & ItemSavedData)
  | ({ readonly type: 'Unsave' } & ItemSavedData)
  | ({ readonly type: 'RecordView' } & DestinationViewedData)
  | ({ readonly type: 'MarkAlertViewed' } & AlertViewedData);

export const savedKey = (itemType: SavedItemType, itemId: number) => `${itemType}:${itemId}`;

export const travellerDecider: Decider<TravellerState, TravellerCommand> = {
  initialState: () => ({ saved: new Set(), views: new Set(), alertsViewed: new Set() }),

  evolve(state, event: RecordedEvent): TravellerState {
    switch (event.type) {
      case 'ItemSaved': {
        const data = event.data as ItemSavedData;
        return { ...state, saved: new Set(state.saved).add(savedKey(data.itemType, data.itemId)) };
      }
      case 'ItemUnsaved': {
        const data = event.data as ItemSavedData;
        const saved = new Set(state.saved);
        saved.delete(savedKey(data.itemType, data.itemId));
        return { ...state, saved };
      }
      case 'DestinationViewed': {
        const data = event.data as DestinationViewedData;
        return { ...state, views: new Set(state.views).add(`${data.destinationId}:${data.day}`) };
      }
      case 'AlertViewed':
        return { ...state, alertsViewed: new Set(state.alertsViewed).add((event.data as AlertViewedData).alertId) };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'Save': {
        const { type: _type, ...data } = command;
        return state.saved.has(savedKey(data.itemType, data.itemId))
          ? []
          : [{ ...DestinationEventTypes.ItemSaved, data }];
      }
      case 'Unsave': {
        const { type: _type, ...data } = command;
        return state.saved.has(savedKey(data.itemType, data.itemId))
          ? [{ ...DestinationEventTypes.ItemUnsaved, data }]
          : [];
      }
      case 'RecordView': {
        const { type: _type, ...data } = command;
        return state.views.has(`${data.destinationId}:${data.day}`)
          ? []
          : [{ ...DestinationEventTypes.DestinationViewed, data }];
      }
      case 'MarkAlertViewed':
        return state.alertsViewed.has(command.alertId)
          ? []
          : [{ ...AlertEventTypes.AlertViewed, data: { alertId: command.alertId } }];
    }
  },
};
