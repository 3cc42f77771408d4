/**
 * Safety tips with their vote counts, and each traveller's current vote (for "my vote" and helpfulness
 * stats). A tip a moderator removed stays, marked, for the console; readers for travellers skip it.
 */
import type { PoolClient } from 'pg';
import type {
  RecordedEvent,
  SafetyTipSubmittedData,
  SafetyTipVotedData,
  TipRemovedData,
  TipVote,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

const delta = (vote: TipVote, counted: TipVote) => (vote === counted ? 1 : 0);

export const tipsProjection: Projection = {
  name: 'tips',
  version: 2,
  eventTypes: ['SafetyTipSubmitted', 'SafetyTipVoted', 'TipRemoved'],

  createTables: (schema) => `
    CREATE TABLE ${schema}.tips (
      tip_id uuid PRIMARY KEY,
      destination_id integer NOT NULL,
      user_id uuid NOT NULL,
      category text NOT NULL,
      content text NOT NULL,
      upvotes integer NOT NULL DEFAULT 0,
      downvotes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      removed_at timestamptz,
      removed_reason text
    );
    CREATE INDEX tips_destination ON ${schema}.tips (destination_id, (upvotes - downvotes) DESC, created_at DESC);
    CREATE INDEX tips_user ON ${schema}.tips (user_id);
    CREATE TABLE ${schema}.tip_votes (
      tip_id uuid NOT NULL,
      user_id uuid NOT NULL,
      vote text NOT NULL,
      PRIMARY KEY (tip_id, user_id)
    );`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const tipId = event.stream.slice('tip-'.length);
      if (event.type === 'SafetyTipSubmitted') {
        const data = event.data as SafetyTipSubmittedData;
        await tx.query(
          `INSERT INTO ${schema}.tips (tip_id, destination_id, user_id, category, content, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tip_id) DO NOTHING`,
          [tipId, data.destinationId, data.userId, data.category, data.content, event.metadata.occurredAt],
        );
      } else if (event.type === 'TipRemoved') {
        const data = event.data as TipRemovedData;
        await tx.query(`UPDATE ${schema}.tips SET removed_at = $2, removed_reason = $3 WHERE tip_id = $1`, [
          tipId,
          event.metadata.occurredAt,
          data.reason,
        ]);
      } else if (event.type === 'SafetyTipVoted') {
        const data = event.data as SafetyTipVotedData;
        await tx.query(
          `UPDATE ${schema}.tips SET upvotes = upvotes + $2, downvotes = downvotes + $3 WHERE tip_id = $1`,
          [
            tipId,
            delta(data.vote, 'up') - delta(data.previous, 'up'),
            delta(data.vote, 'down') - delta(data.previous, 'down'),
          ],
        );
        if (data.vote === 'none') {
          await tx.query(`DELETE FROM ${schema}.tip_votes WHERE tip_id = $1 AND user_id = $2`, [tipId, data.userId]);
        } else {
          await tx.query(
            `INSERT INTO ${schema}.tip_votes (tip_id, user_id, vote) VALUES ($1, $2, $3)
             ON CONFLICT (tip_id, user_id) DO UPDATE SET vote = EXCLUDED.vote`,
            [tipId, data.userId, data.vote],
          );
        }
      }
    }
  },
};
