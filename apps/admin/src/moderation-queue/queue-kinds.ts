/** How the console names the kinds of item in the moderation queue, and where each one's target lives. */
import {
  MODERATION_ITEM_KIND_LABELS,
  MODERATION_ITEM_KINDS,
  type ModerationItemKind,
  type ModerationQueueCounts,
  type ModerationQueueItem,
} from '@safetrails/contracts';

export function isItemKind(kind: string): kind is ModerationItemKind {
  return (MODERATION_ITEM_KINDS as readonly string[]).includes(kind);
}

/** The kind's name for people; a kind the console does not know yet reads as its words. */
export function kindLabel(kind: string): string {
  if (isItemKind(kind)) return MODERATION_ITEM_KIND_LABELS[kind];
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The console resource that holds each kind's target, for the "open in its section" link. */
const TARGET_RESOURCE: Readonly<Record<ModerationItemKind, string>> = {
  feedback: 'feedback',
  data_report: 'data-reports',
  bug_report: 'bug-reports',
  survey: 'surveys',
  post: 'forum-posts',
  comment: 'forum-comments',
  tip: 'tips',
  rating: 'ratings',
  alert: 'alerts',
};

export function targetResource(kind: ModerationItemKind): string {
  return TARGET_RESOURCE[kind];
}

/** Where travellers see the target on the site, when it has a page of its own. */
export function sitePath(
  item: Pick<ModerationQueueItem, 'kind' | 'targetId' | 'postId' | 'destinationId'>,
): string | null {
  switch (item.kind) {
    case 'post':
      return `/forums/post/${item.targetId}`;
    case 'comment':
      return item.postId ? `/forums/post/${item.postId}` : null;
    case 'tip':
    case 'rating':
    case 'alert':
      return item.destinationId === null ? null : `/destination/${item.destinationId}`;
    case 'feedback':
    case 'data_report':
    case 'bug_report':
    case 'survey':
      return null;
  }
}

/** Open items (new or claimed) per kind, only the kinds with something waiting, largest first. */
export function openByKind(counts: ModerationQueueCounts): { kind: ModerationItemKind; open: number }[] {
  return MODERATION_ITEM_KINDS.map((kind) => {
    const byStatus = counts.byKind[kind];
    return { kind, open: byStatus ? byStatus.new + byStatus.claimed : 0 };
  })
    .filter(({ open }) => open > 0)
    .sort((left, right) => right.open - left.open);
}
