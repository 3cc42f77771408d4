/**
 * The queue's own work (claims, releases, resolutions, reopenings), moderators' private notes, and
 * what an erasure takes out of the queue.
 */
import {
  type ModerationItemClaimedData,
  type ModerationItemReleasedData,
  type ModerationItemReopenedData,
  type ModerationItemResolvedData,
  type ModeratorNoteAddedData,
} from '@safetrails/contracts';
import type { PoolClient } from 'pg';
import { eraseSubmissions } from '../reports/reports.projection';
import { streamId, type ModerationHandlers } from './moderation-context';
import { attachResolutionToLog, claimItem, closeItem, itemSubject, reopenItem } from './moderation-writes';

export const QUEUE_WORK: ModerationHandlers = {
  ModerationItemClaimed: async ({ tx, schema, event }) => {
    const data = event.data as ModerationItemClaimedData;
    await claimItem(tx, schema, data.itemId, data.moderatorId, data.until);
  },
  ModerationItemReleased: async ({ tx, schema, event }) => {
    const data = event.data as ModerationItemReleasedData;
    await claimItem(tx, schema, data.itemId, null, null);
  },
  ModerationItemResolved: async ({ tx, schema, event, at, log }) => {
    const data = event.data as ModerationItemResolvedData;
    await closeItem(tx, schema, data.itemId, {
      outcome: data.outcome,
      action: data.action,
      reason: data.reason,
      by: event.metadata.actorId,
      at,
      decides: true,
      evenIfClosed: true,
    });
    const attached = await attachResolutionToLog(tx, schema, event, data);
    if (!attached) {
      await log({
        action: data.action,
        targetKind: data.kind,
        targetId: data.targetId,
        targetLabel: await itemLabel(tx, schema, data.itemId),
        subjectUserId: data.subjectUserId,
        reason: data.reason,
        itemId: data.itemId,
      });
    }
  },
  ModerationItemReopened: async ({ tx, schema, event, log }) => {
    const data = event.data as ModerationItemReopenedData;
    await reopenItem(tx, schema, data.itemId);
    await log({
      action: 'reopen',
      targetKind: data.kind,
      targetId: data.targetId,
      targetLabel: await itemLabel(tx, schema, data.itemId),
      subjectUserId: await itemSubject(tx, schema, data.itemId),
      reason: data.reason,
      itemId: data.itemId,
    });
  },
  ModeratorNoteAdded: async ({ tx, schema, vault, event, at }) => {
    const data = event.data as ModeratorNoteAddedData;
    await tx.query(
      `INSERT INTO ${schema}.notes (note_id, user_id, text, author_id, created_at, position_commit, position_prepare)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (note_id) DO NOTHING`,
      [
        data.noteId,
        data.userId,
        await vault.open(data.userId, data.text),
        event.metadata.actorId,
        at,
        event.position.commit.toString(),
        event.position.prepare.toString(),
      ],
    );
  },
  AccountDeleted: async ({ tx, schema, vault, event }) => {
    const userId = streamId(event, 'user-');
    vault.forget(userId);
    await tx.query(`UPDATE ${schema}.notes SET text = NULL WHERE user_id = $1`, [userId]);
    await eraseItems(tx, schema, { sealedFor: userId });
  },
  SubmissionErased: async ({ tx, schema, event }) => {
    await eraseItems(tx, schema, { reportId: streamId(event, 'report-') });
  },
};

/** A submission's item after an erasure: its form's personal fields null, its label written again. */
function eraseItems(tx: PoolClient, schema: string, where: { reportId: string } | { sealedFor: string }) {
  const items = `(SELECT target_id AS report_id, kind, content AS payload FROM ${schema}.items
                  WHERE content IS NOT NULL AND kind IN ('feedback', 'data_report', 'survey', 'bug_report'))`;
  return eraseSubmissions(tx, `${items} AS submissions`, where, (reportId, payload, summary) =>
    tx.query(`UPDATE ${schema}.items SET content = $2, label = $3 WHERE target_id = $1 AND content IS NOT NULL`, [
      reportId,
      payload,
      summary,
    ]),
  );
}

async function itemLabel(tx: PoolClient, schema: string, itemId: string): Promise<string | null> {
  const { rows } = await tx.query<{ label: string }>(
    `SELECT coalesce(t.label, i.label) AS label FROM ${schema}.items i
     LEFT JOIN ${schema}.targets t ON t.kind = i.kind AND t.target_id = i.target_id
     WHERE i.item_id = $1`,
    [itemId],
  );
  return rows[0]?.label ?? null;
}
