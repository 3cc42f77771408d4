/**
 * The moderation console's read model: one queue of everything waiting for a moderator (the
 * feedback hub's submissions, flagged posts, comments, tips and ratings with their flags collapsed
 * per target, travellers' alerts awaiting verification), the moderation log of every moderation
 * event wherever it was taken, bans and private moderator notes. docs/MODERATION.md explains it.
 *
 * One file per part of it, each a map from event type to its handler: queue-intake.ts (what enters
 * the queue), target-moderation.ts (moderation taken on a target), account-decisions.ts (roles,
 * beta access, baselines, bans), queue-work.ts (claims, resolutions, notes, erasure).
 */
import type { RecordedEvent } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { PoolClient } from 'pg';
import type { Projection } from '../../runtime/projection';
import { ACCOUNT_DECISIONS } from './account-decisions';
import { moderationContext, type ModerationHandlers } from './moderation-context';
import { moderationTables } from './moderation-tables';
import { QUEUE_INTAKE } from './queue-intake';
import { QUEUE_WORK } from './queue-work';
import { TARGET_MODERATION } from './target-moderation';

/** Every event type the projection folds, with its handler. */
const HANDLERS: ModerationHandlers = { ...QUEUE_INTAKE, ...TARGET_MODERATION, ...ACCOUNT_DECISIONS, ...QUEUE_WORK };

export function moderationProjection(vault: PiiVault): Projection {
  return {
    name: 'moderation',
    version: 2,
    eventTypes: Object.keys(HANDLERS),
    createTables: moderationTables,
    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) {
        const handler = HANDLERS[event.type];
        if (handler) await handler(moderationContext(tx, schema, vault, event));
      }
    },
  };
}
