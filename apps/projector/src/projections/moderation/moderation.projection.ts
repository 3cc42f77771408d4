/**
 * The moderation console's read model: one queue of everything waiting for a moderator (the
 * feedback hub's submissions, flagged posts, comments, tips and ratings with their flags collapsed
 * per target, travellers' alerts awaiting verification), the moderation log of every moderation
 * event wherever it was taken, bans and private moderator notes. docs/MODERATION.md explains it.
 */
import type { PoolClient } from 'pg';
import {
  BUG_SEVERITY_POINTS,
  MODERATION_BASE_POINTS,
  type AlertArchivedData,
  type AlertEditedData,
  type AlertRaisedData,
  type AlertVerifiedData,
  type BanLiftedData,
  type BaselineRevisedData,
  type BetaAccessGrantedData,
  type BugReportedData,
  type ContentFlaggedData,
  type ForumCommentAddedData,
  type ForumCommentEditedData,
  type ForumCommentHiddenData,
  type ForumPostCreatedData,
  type ForumPostEditedData,
  type ForumPostHiddenData,
  type ForumPostLockedData,
  type ForumPostPinnedData,
  type ModerationItemClaimedData,
  type ModerationItemKind,
  type ModerationItemReleasedData,
  type ModerationItemReopenedData,
  type ModerationItemResolvedData,
  type ModeratorNoteAddedData,
  type RecordedEvent,
  type RoleChangedData,
  type SafetyRatingRemovedData,
  type SafetyRatingSubmittedData,
  type SafetyTipSubmittedData,
  type TipRemovedData,
  type TravellerBannedData,
} from '@safetrails/contracts';
import { openFields, type PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';
import { eraseSubmissions, summaryOf } from '../reports/reports.projection';
import { moderationTables } from './moderation-tables';
import {
  addFlag,
  attachResolutionToLog,
  claimItem,
  closeItem,
  editTarget,
  insertItem,
  insertLogRow,
  itemIdOf,
  itemSubject,
  labelOf,
  reopenItem,
  targetOf,
  upsertTarget,
  type LogRow,
} from './moderation-writes';

const SUBMISSION_KINDS: Readonly<Record<string, ModerationItemKind>> = {
  FeedbackSubmitted: 'feedback',
  DataIssueReported: 'data_report',
  SurveySubmitted: 'survey',
  BugReported: 'bug_report',
};

const EVENT_TYPES = [
  ...Object.keys(SUBMISSION_KINDS),
  'ContentFlagged',
  'ForumPostCreated',
  'ForumPostEdited',
  'ForumCommentAdded',
  'ForumCommentEdited',
  'SafetyTipSubmitted',
  'SafetyRatingSubmitted',
  'AlertRaised',
  'AlertEdited',
  'ForumPostPinned',
  'ForumPostLocked',
  'ForumPostHidden',
  'ForumCommentHidden',
  'SafetyRatingRemoved',
  'TipRemoved',
  'AlertVerified',
  'AlertArchived',
  'AlertExpired',
  'RoleGranted',
  'RoleRevoked',
  'BetaAccessGranted',
  'BaselineRevised',
  'TravellerBanned',
  'BanLifted',
  'ModerationItemClaimed',
  'ModerationItemReleased',
  'ModerationItemResolved',
  'ModerationItemReopened',
  'ModeratorNoteAdded',
  'AccountDeleted',
  'SubmissionErased',
] as const;

const isStaff = (event: RecordedEvent) =>
  event.metadata.actorRole === 'moderator' || event.metadata.actorRole === 'admin';
const streamId = (event: RecordedEvent, prefix: string) => event.stream.slice(prefix.length);

export function moderationProjection(vault: PiiVault): Projection {
  return {
    name: 'moderation',
    version: 2,
    eventTypes: EVENT_TYPES,
    createTables: moderationTables,
    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) await applyOne(tx, schema, vault, event);
    },
  };
}

async function applyOne(tx: PoolClient, schema: string, vault: PiiVault, event: RecordedEvent): Promise<void> {
  const at = event.metadata.occurredAt;
  const log = (row: LogRow) => insertLogRow(tx, schema, event, row);
  /** A moderator acting on a target outside the queue closes its item as the queue would have. */
  const closeFromTarget = (kind: ModerationItemKind, targetId: string, action: string, reason: string | null) =>
    closeItem(tx, schema, itemIdOf(kind, targetId), {
      outcome: 'resolved',
      action,
      reason,
      by: event.metadata.actorId,
      at,
      decides: isStaff(event),
      evenIfClosed: false,
    });
  const labelFor = async (kind: string, targetId: string) =>
    (await targetOf(tx, schema, kind, targetId))?.label ?? null;
  const authorOf = async (kind: string, targetId: string) =>
    (await targetOf(tx, schema, kind, targetId))?.authorId ?? null;

  const submissionKind = SUBMISSION_KINDS[event.type];
  if (submissionKind) {
    const opened = await openFields(vault, event.data as object);
    const data = opened as { reportId: string; submittedBy: string | null };
    const severity = event.type === 'BugReported' ? (event.data as BugReportedData).severity : null;
    await insertItem(tx, schema, {
      kind: submissionKind,
      targetId: data.reportId,
      label: summaryOf(event.type, opened),
      content: opened,
      basePoints: severity
        ? BUG_SEVERITY_POINTS[severity]
        : MODERATION_BASE_POINTS[submissionKind as Exclude<ModerationItemKind, 'bug_report'>],
      severity,
      subjectUserId: data.submittedBy,
      postId: null,
      destinationId: null,
      at,
    });
    return;
  }

  switch (event.type) {
    // ----- what can be flagged --------------------------------------------------------------------
    case 'ForumPostCreated': {
      const data = event.data as ForumPostCreatedData;
      await upsertTarget(
        tx,
        schema,
        'post',
        data.postId,
        { label: labelOf(data.title), authorId: data.authorId, postId: data.postId, destinationId: data.destinationId },
        { title: data.title, content: data.content, isAnonymous: data.isAnonymous, categoryId: data.categoryId },
      );
      return;
    }
    case 'ForumPostEdited': {
      const data = event.data as ForumPostEditedData;
      await editTarget(tx, schema, 'post', data.postId, labelOf(data.title), {
        title: data.title,
        content: data.content,
      });
      return;
    }
    case 'ForumCommentAdded': {
      const data = event.data as ForumCommentAddedData;
      await upsertTarget(
        tx,
        schema,
        'comment',
        data.commentId,
        { label: labelOf(data.content), authorId: data.authorId, postId: data.postId, destinationId: null },
        { content: data.content, parentId: data.parentId },
      );
      return;
    }
    case 'ForumCommentEdited': {
      const data = event.data as ForumCommentEditedData;
      await editTarget(tx, schema, 'comment', data.commentId, labelOf(data.content), { content: data.content });
      return;
    }
    case 'SafetyTipSubmitted': {
      const data = event.data as SafetyTipSubmittedData;
      await upsertTarget(
        tx,
        schema,
        'tip',
        data.tipId,
        { label: labelOf(data.content), authorId: data.userId, postId: null, destinationId: data.destinationId },
        { category: data.category, content: data.content },
      );
      return;
    }
    case 'SafetyRatingSubmitted': {
      const data = event.data as SafetyRatingSubmittedData;
      const destinationId = Number(streamId(event, 'destination-'));
      const overall = `Overall ${data.scores.overallScore}/5`;
      await upsertTarget(
        tx,
        schema,
        'rating',
        data.ratingId,
        {
          label: labelOf(data.comment ? `${overall}: ${data.comment}` : overall),
          authorId: data.userId,
          postId: null,
          destinationId,
        },
        { scores: data.scores, comment: data.comment },
      );
      // The traveller rated again: the old rating is gone, and with it anything to decide about it.
      if (data.replaces) {
        await closeItem(tx, schema, itemIdOf('rating', data.replaces.ratingId), {
          outcome: 'dismissed',
          action: 'replaced',
          reason: null,
          by: null,
          at,
          decides: false,
          evenIfClosed: false,
        });
      }
      return;
    }
    case 'AlertRaised': {
      const data = event.data as AlertRaisedData;
      const label = labelOf(data.title);
      await upsertTarget(
        tx,
        schema,
        'alert',
        data.alertId,
        { label, authorId: data.raisedBy, postId: null, destinationId: data.destinationId },
        { title: data.title, content: data.content, severity: data.severity, alertType: data.alertType },
      );
      if (!data.verified) {
        await insertItem(tx, schema, {
          kind: 'alert',
          targetId: data.alertId,
          label,
          content: null,
          basePoints: MODERATION_BASE_POINTS.alert,
          severity: null,
          subjectUserId: data.raisedBy,
          postId: null,
          destinationId: data.destinationId,
          at,
        });
      }
      return;
    }
    case 'AlertEdited': {
      const data = event.data as AlertEditedData;
      const changes = Object.fromEntries(
        (['title', 'content', 'severity', 'alertType'] as const)
          .filter((key) => data[key] !== undefined)
          .map((key) => [key, data[key]]),
      );
      await editTarget(
        tx,
        schema,
        'alert',
        streamId(event, 'alert-'),
        data.title ? labelOf(data.title) : null,
        changes,
      );
      return;
    }
    case 'ContentFlagged': {
      const data = event.data as ContentFlaggedData;
      const kind: ModerationItemKind = data.targetType;
      const target = await targetOf(tx, schema, kind, data.targetId);
      await addFlag(
        tx,
        schema,
        {
          kind,
          targetId: data.targetId,
          label: target?.label ?? `${kind} ${data.targetId}`,
          content: null,
          basePoints: MODERATION_BASE_POINTS[kind],
          severity: null,
          subjectUserId: target?.authorId ?? null,
          postId: target?.postId ?? data.postId,
          destinationId: target?.destinationId ?? data.destinationId ?? null,
          at,
        },
        { flagId: data.reportId, flaggerId: data.submittedBy, reason: data.reason, details: data.details },
      );
      return;
    }

    // ----- moderation taken on the targets (from the queue or elsewhere) -----------------------------
    case 'ForumPostPinned':
    case 'ForumPostLocked':
    case 'ForumPostHidden': {
      const data = event.data as ForumPostPinnedData & ForumPostLockedData & ForumPostHiddenData;
      const [on, off, value] =
        event.type === 'ForumPostPinned'
          ? (['pin', 'unpin', data.pinned] as const)
          : event.type === 'ForumPostLocked'
            ? (['lock', 'unlock', data.locked] as const)
            : (['hide', 'unhide', data.hidden] as const);
      await log({
        action: value ? on : off,
        targetKind: 'post',
        targetId: data.postId,
        targetLabel: await labelFor('post', data.postId),
        subjectUserId: await authorOf('post', data.postId),
        reason: data.reason,
      });
      if (event.type === 'ForumPostHidden' && value) await closeFromTarget('post', data.postId, 'hide', data.reason);
      return;
    }
    case 'ForumCommentHidden': {
      const data = event.data as ForumCommentHiddenData;
      await log({
        action: data.hidden ? 'hide' : 'unhide',
        targetKind: 'comment',
        targetId: data.commentId,
        targetLabel: await labelFor('comment', data.commentId),
        subjectUserId: await authorOf('comment', data.commentId),
        reason: data.reason,
        details: { postId: data.postId },
      });
      if (data.hidden) await closeFromTarget('comment', data.commentId, 'hide', data.reason);
      return;
    }
    case 'SafetyRatingRemoved': {
      const data = event.data as SafetyRatingRemovedData;
      await log({
        action: 'remove',
        targetKind: 'rating',
        targetId: data.ratingId,
        targetLabel: await labelFor('rating', data.ratingId),
        subjectUserId: data.userId,
        reason: data.reason,
        details: { destinationId: Number(streamId(event, 'destination-')), scores: data.scores },
      });
      await closeFromTarget('rating', data.ratingId, 'remove', data.reason);
      return;
    }
    case 'TipRemoved': {
      const data = event.data as TipRemovedData;
      await log({
        action: 'remove',
        targetKind: 'tip',
        targetId: data.tipId,
        targetLabel: await labelFor('tip', data.tipId),
        subjectUserId: data.userId,
        reason: data.reason,
        details: { destinationId: data.destinationId },
      });
      await closeFromTarget('tip', data.tipId, 'remove', data.reason);
      return;
    }
    case 'AlertVerified': {
      const data = event.data as AlertVerifiedData;
      const alertId = streamId(event, 'alert-');
      await log({
        action: 'verify',
        targetKind: 'alert',
        targetId: alertId,
        targetLabel: await labelFor('alert', alertId),
        subjectUserId: await authorOf('alert', alertId),
        reason: null,
        details: { verifiedBy: data.verifiedBy },
      });
      await closeFromTarget('alert', alertId, 'verify', null);
      return;
    }
    case 'AlertArchived': {
      const data = event.data as AlertArchivedData;
      const alertId = streamId(event, 'alert-');
      // An author archiving their own alert is not moderation; the item closes either way.
      if (isStaff(event)) {
        await log({
          action: 'archive',
          targetKind: 'alert',
          targetId: alertId,
          targetLabel: await labelFor('alert', alertId),
          subjectUserId: await authorOf('alert', alertId),
          reason: data.reason,
        });
      }
      await closeFromTarget('alert', alertId, 'archive', data.reason);
      return;
    }
    case 'AlertExpired':
      await closeItem(tx, schema, itemIdOf('alert', streamId(event, 'alert-')), {
        outcome: 'dismissed',
        action: 'expired',
        reason: null,
        by: null,
        at,
        decides: false,
        evenIfClosed: false,
      });
      return;

    // ----- decisions about accounts and baselines ----------------------------------------------------
    case 'RoleGranted':
    case 'RoleRevoked': {
      const data = event.data as RoleChangedData;
      const userId = streamId(event, 'user-');
      await log({
        action: event.type === 'RoleGranted' ? 'grant_role' : 'revoke_role',
        targetKind: 'user',
        targetId: userId,
        targetLabel: null,
        subjectUserId: userId,
        reason: data.reason,
        details: { role: data.role },
      });
      return;
    }
    case 'BetaAccessGranted': {
      const data = event.data as BetaAccessGrantedData;
      // Redeeming an invitation is the traveller's own doing; a direct grant is a moderator's.
      if (data.invitationId !== null) return;
      const userId = streamId(event, 'user-');
      await log({
        action: 'grant_beta',
        targetKind: 'user',
        targetId: userId,
        targetLabel: null,
        subjectUserId: userId,
        reason: data.reason,
      });
      return;
    }
    case 'BaselineRevised': {
      const data = event.data as BaselineRevisedData;
      await log({
        action: 'revise_baseline',
        targetKind: 'destination',
        targetId: streamId(event, 'destination-'),
        targetLabel: null,
        subjectUserId: null,
        reason: data.reason,
        details: { baseline: data.baseline, source: data.baselineSource },
      });
      return;
    }
    case 'TravellerBanned': {
      const data = event.data as TravellerBannedData;
      const userId = streamId(event, 'user-');
      await tx.query(
        `INSERT INTO ${schema}.bans (user_id, until, reason, banned_by, banned_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason,
           banned_by = EXCLUDED.banned_by, banned_at = EXCLUDED.banned_at, lifted_at = NULL, lifted_by = NULL,
           lift_reason = NULL, ban_count = ${schema}.bans.ban_count + 1`,
        [userId, data.until, data.reason, event.metadata.actorId, at],
      );
      await log({
        action: 'ban',
        targetKind: 'user',
        targetId: userId,
        targetLabel: null,
        subjectUserId: userId,
        reason: data.reason,
        details: { until: data.until },
      });
      return;
    }
    case 'BanLifted': {
      const data = event.data as BanLiftedData;
      const userId = streamId(event, 'user-');
      await tx.query(`UPDATE ${schema}.bans SET lifted_at = $2, lifted_by = $3, lift_reason = $4 WHERE user_id = $1`, [
        userId,
        at,
        event.metadata.actorId,
        data.reason,
      ]);
      await log({
        action: 'lift_ban',
        targetKind: 'user',
        targetId: userId,
        targetLabel: null,
        subjectUserId: userId,
        reason: data.reason,
      });
      return;
    }

    // ----- the queue's own work -------------------------------------------------------------------------
    case 'ModerationItemClaimed': {
      const data = event.data as ModerationItemClaimedData;
      await claimItem(tx, schema, data.itemId, data.moderatorId, data.until);
      return;
    }
    case 'ModerationItemReleased': {
      const data = event.data as ModerationItemReleasedData;
      await claimItem(tx, schema, data.itemId, null, null);
      return;
    }
    case 'ModerationItemResolved': {
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
      return;
    }
    case 'ModerationItemReopened': {
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
      return;
    }
    case 'ModeratorNoteAdded': {
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
      return;
    }
    case 'AccountDeleted': {
      const userId = streamId(event, 'user-');
      vault.forget(userId);
      await tx.query(`UPDATE ${schema}.notes SET text = NULL WHERE user_id = $1`, [userId]);
      await eraseItems(tx, schema, { sealedFor: userId });
      return;
    }
    case 'SubmissionErased':
      await eraseItems(tx, schema, { reportId: streamId(event, 'report-') });
      return;
    default:
      return;
  }
}

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
