/**
 * Moderation taken on a target, from the queue or elsewhere (the forum's own pin, lock and hide, a
 * rating or tip removed, an alert verified, archived or expired): a row of the moderation log, and
 * the target's open item closed as the queue would have closed it.
 */
import {
  type AlertArchivedData,
  type AlertVerifiedData,
  type ForumCommentHiddenData,
  type ForumPostHiddenData,
  type ForumPostLockedData,
  type ForumPostPinnedData,
  type SafetyRatingRemovedData,
  type TipRemovedData,
} from '@safetrails/contracts';
import { isStaff, streamId, type ModerationHandler, type ModerationHandlers } from './moderation-context';
import { closeItem, itemIdOf } from './moderation-writes';

const onPostPinnedLockedOrHidden: ModerationHandler = async ({ event, log, closeFromTarget, labelFor, authorOf }) => {
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
};

export const TARGET_MODERATION: ModerationHandlers = {
  ForumPostPinned: onPostPinnedLockedOrHidden,
  ForumPostLocked: onPostPinnedLockedOrHidden,
  ForumPostHidden: onPostPinnedLockedOrHidden,
  ForumCommentHidden: async ({ event, log, closeFromTarget, labelFor, authorOf }) => {
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
  },
  SafetyRatingRemoved: async ({ event, log, closeFromTarget, labelFor }) => {
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
  },
  TipRemoved: async ({ event, log, closeFromTarget, labelFor }) => {
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
  },
  AlertVerified: async ({ event, log, closeFromTarget, labelFor, authorOf }) => {
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
  },
  AlertArchived: async ({ event, log, closeFromTarget, labelFor, authorOf }) => {
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
  },
  AlertExpired: async ({ tx, schema, event, at }) => {
    await closeItem(tx, schema, itemIdOf('alert', streamId(event, 'alert-')), {
      outcome: 'dismissed',
      action: 'expired',
      reason: null,
      by: null,
      at,
      decides: false,
      evenIfClosed: false,
    });
  },
};
