import type { SavedItemType } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class ChangeSavedItemCommand {
  constructor(
    readonly change: 'save' | 'unsave',
    readonly userId: string,
    readonly itemType: SavedItemType,
    readonly itemId: number,
    readonly context: CommandContext,
  ) {}
}

export interface ChangeSavedItemResult extends Appended {
  /** False when the item was already saved (save) or not saved (unsave). */
  readonly changed: boolean;
}
