/**
 * Private notes moderators keep about a traveller (`moderator-notes-<userId>`). The text arrives
 * sealed with the traveller's key; a note id seen before (a retried request) adds nothing.
 */
import { ModerationEventTypes, type ModeratorNoteAddedData, type RecordedEvent } from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface ModeratorNotesState {
  readonly noteIds: ReadonlySet<string>;
}

export interface AddModeratorNote extends ModeratorNoteAddedData {
  readonly type: 'AddNote';
}

export const moderatorNotesDecider: Decider<ModeratorNotesState, AddModeratorNote> = {
  initialState: () => ({ noteIds: new Set() }),

  evolve(state, event: RecordedEvent): ModeratorNotesState {
    if (event.type !== 'ModeratorNoteAdded') return state;
    return { noteIds: new Set([...state.noteIds, (event.data as ModeratorNoteAddedData).noteId]) };
  },

  decide(command, state): DecidedEvent[] {
    if (state.noteIds.has(command.noteId)) return [];
    const { type: _type, ...data } = command;
    return [{ ...ModerationEventTypes.ModeratorNoteAdded, data }];
  },
};
