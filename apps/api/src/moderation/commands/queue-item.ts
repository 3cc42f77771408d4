/**
 * What the commands on a queue item share: finding the item, running an item command, naming the
 * item in events.
 */
import { moderationItemStreamName, parseModerationItemId, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import { ModerationItemNotFoundError } from '../domain/moderation-errors';
import { ItemClaimedError, moderationItemDecider, type ModerationItemCommand } from '../domain/moderation-item';
import { ModerationLookup, type QueueItemRef } from '../queries/moderation-lookup';

/** The moderator as the queue's rules see them: admins may end other moderators' claims. */
export interface ModeratorActor {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** The item the id names, as the queue has it: 404 for anything else. */
export async function queueItem(lookup: ModerationLookup, itemId: string): Promise<QueueItemRef> {
  const item = parseModerationItemId(itemId) ? await lookup.item(itemId) : null;
  if (!item) throw new ModerationItemNotFoundError();
  return item;
}

/** Runs an item command; a refusal because someone holds the item names who. */
export async function onItem(
  store: EventStore,
  lookup: ModerationLookup,
  item: QueueItemRef,
  command: ModerationItemCommand,
  context: CommandContext,
): Promise<GlobalPosition | null> {
  try {
    const { position } = await handleCommand(
      store,
      moderationItemStreamName(item.kind, item.targetId),
      moderationItemDecider,
      command,
      context,
    );
    return position;
  } catch (error) {
    if (error instanceof ItemClaimedError && error.holderName === null) {
      throw new ItemClaimedError(error.claim, await lookup.userName(error.claim.moderatorId));
    }
    throw error;
  }
}

export const itemRef = (item: QueueItemRef) => ({ itemId: item.itemId, kind: item.kind, targetId: item.targetId });
