/**
 * What enters the queue or becomes flaggable: the feedback hub's submissions, posts, comments,
 * tips, ratings and alerts (their current text, for the moderator to read), and the flags on them,
 * collapsed per target.
 */
import {
  BUG_SEVERITY_POINTS,
  MODERATION_BASE_POINTS,
  type AlertEditedData,
  type AlertRaisedData,
  type BugReportedData,
  type ContentFlaggedData,
  type ForumCommentAddedData,
  type ForumCommentEditedData,
  type ForumPostCreatedData,
  type ForumPostEditedData,
  type ModerationItemKind,
  type SafetyRatingSubmittedData,
  type SafetyTipSubmittedData,
} from '@safetrails/contracts';
import { openFields } from '@safetrails/event-store';
import { summaryOf } from '../reports/reports.projection';
import { streamId, type ModerationHandler, type ModerationHandlers } from './moderation-context';
import {
  addFlag,
  closeItem,
  editTarget,
  insertItem,
  itemIdOf,
  labelOf,
  targetOf,
  upsertTarget,
} from './moderation-writes';

const SUBMISSION_KINDS: Readonly<Record<string, ModerationItemKind>> = {
  FeedbackSubmitted: 'feedback',
  DataIssueReported: 'data_report',
  SurveySubmitted: 'survey',
  BugReported: 'bug_report',
};

/** A submission of the feedback hub: an item of its own, its personal fields opened for the moderator. */
const onSubmission: ModerationHandler = async ({ tx, schema, vault, event, at }) => {
  const submissionKind = SUBMISSION_KINDS[event.type]!;
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
};

export const QUEUE_INTAKE: ModerationHandlers = {
  FeedbackSubmitted: onSubmission,
  DataIssueReported: onSubmission,
  SurveySubmitted: onSubmission,
  BugReported: onSubmission,
  ForumPostCreated: async ({ tx, schema, event }) => {
    const data = event.data as ForumPostCreatedData;
    await upsertTarget(
      tx,
      schema,
      'post',
      data.postId,
      { label: labelOf(data.title), authorId: data.authorId, postId: data.postId, destinationId: data.destinationId },
      { title: data.title, content: data.content, isAnonymous: data.isAnonymous, categoryId: data.categoryId },
    );
  },
  ForumPostEdited: async ({ tx, schema, event }) => {
    const data = event.data as ForumPostEditedData;
    await editTarget(tx, schema, 'post', data.postId, labelOf(data.title), {
      title: data.title,
      content: data.content,
    });
  },
  ForumCommentAdded: async ({ tx, schema, event }) => {
    const data = event.data as ForumCommentAddedData;
    await upsertTarget(
      tx,
      schema,
      'comment',
      data.commentId,
      { label: labelOf(data.content), authorId: data.authorId, postId: data.postId, destinationId: null },
      { content: data.content, parentId: data.parentId },
    );
  },
  ForumCommentEdited: async ({ tx, schema, event }) => {
    const data = event.data as ForumCommentEditedData;
    await editTarget(tx, schema, 'comment', data.commentId, labelOf(data.content), { content: data.content });
  },
  SafetyTipSubmitted: async ({ tx, schema, event }) => {
    const data = event.data as SafetyTipSubmittedData;
    await upsertTarget(
      tx,
      schema,
      'tip',
      data.tipId,
      { label: labelOf(data.content), authorId: data.userId, postId: null, destinationId: data.destinationId },
      { category: data.category, content: data.content },
    );
  },
  SafetyRatingSubmitted: async ({ tx, schema, event, at }) => {
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
  },
  AlertRaised: async ({ tx, schema, event, at }) => {
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
  },
  AlertEdited: async ({ tx, schema, event }) => {
    const data = event.data as AlertEditedData;
    const changes = Object.fromEntries(
      (['title', 'content', 'severity', 'alertType'] as const)
        .filter((key) => data[key] !== undefined)
        .map((key) => [key, data[key]]),
    );
    await editTarget(tx, schema, 'alert', streamId(event, 'alert-'), data.title ? labelOf(data.title) : null, changes);
  },
  ContentFlagged: async ({ tx, schema, event, at }) => {
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
  },
};
