/**
 * The forum's read model: categories, posts with their counters and moderation flags, comments,
 * reactions (who reacted how to what, for "my reactions", trending and reputation), saved posts and
 * the moderation history of each post. Posts carry a weighted full-text vector (title A, body B)
 * with a GIN index for search. Bodies are stored as the author's Markdown; the API renders and
 * sanitises them on the way out. View counts are not here: they are not events (see the API's
 * PostViewCounter).
 */
import type { PoolClient } from 'pg';
import type {
  ForumCategoryCreatedData,
  ForumCommentAddedData,
  ForumCommentEditedData,
  ForumCommentHiddenData,
  ForumPostCreatedData,
  ForumPostEditedData,
  ForumPostHiddenData,
  ForumPostLockedData,
  ForumPostPinnedData,
  ForumPostSavedData,
  ForumReactionData,
  ReactionKind,
  RecordedEvent,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

const EVENT_TYPES = [
  'ForumCategoryCreated',
  'ForumPostCreated',
  'ForumPostEdited',
  'ForumPostPinned',
  'ForumPostLocked',
  'ForumPostHidden',
  'ForumCommentAdded',
  'ForumCommentEdited',
  'ForumCommentHidden',
  'ForumReactionAdded',
  'ForumReactionRemoved',
  'ForumPostSaved',
  'ForumPostUnsaved',
] as const;

const COUNT_COLUMN: Readonly<Record<ReactionKind, string>> = {
  like: 'like_count',
  helpful: 'helpful_count',
  insightful: 'insightful_count',
};

export const forumProjection: Projection = {
  name: 'forum',
  // 2: comments keep their place in the log (position_*), the order a thread is read in.
  // 3: an index of replies by parent, for reading one comment back with its neighbours.
  version: 3,
  eventTypes: EVENT_TYPES,

  createTables: (schema) => `
    CREATE TABLE ${schema}.categories (
      category_id integer PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      description text NOT NULL,
      icon text NOT NULL,
      position integer NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE ${schema}.posts (
      post_id uuid PRIMARY KEY,
      category_id integer NOT NULL,
      author_id uuid NOT NULL,
      is_anonymous boolean NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      destination_id integer,
      created_at timestamptz NOT NULL,
      edited_at timestamptz,
      last_activity_at timestamptz NOT NULL,
      pinned boolean NOT NULL DEFAULT false,
      locked boolean NOT NULL DEFAULT false,
      hidden boolean NOT NULL DEFAULT false,
      hidden_reason text,
      comment_count integer NOT NULL DEFAULT 0,
      like_count integer NOT NULL DEFAULT 0,
      helpful_count integer NOT NULL DEFAULT 0,
      insightful_count integer NOT NULL DEFAULT 0,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')
      ) STORED
    );
    CREATE INDEX posts_search ON ${schema}.posts USING gin (search);
    CREATE INDEX posts_category ON ${schema}.posts (category_id, created_at DESC);
    CREATE INDEX posts_created ON ${schema}.posts (created_at DESC);
    CREATE INDEX posts_author ON ${schema}.posts (author_id);

    CREATE TABLE ${schema}.post_moderation (
      event_id uuid PRIMARY KEY,
      post_id uuid NOT NULL,
      action text NOT NULL,
      reason text NOT NULL,
      actor_id uuid,
      at timestamptz NOT NULL
    );
    CREATE INDEX post_moderation_post ON ${schema}.post_moderation (post_id, at DESC);

    CREATE TABLE ${schema}.comments (
      comment_id uuid PRIMARY KEY,
      post_id uuid NOT NULL,
      parent_id uuid,
      author_id uuid NOT NULL,
      content text NOT NULL,
      created_at timestamptz NOT NULL,
      edited_at timestamptz,
      hidden boolean NOT NULL DEFAULT false,
      hidden_reason text,
      like_count integer NOT NULL DEFAULT 0,
      helpful_count integer NOT NULL DEFAULT 0,
      insightful_count integer NOT NULL DEFAULT 0,
      -- The comment's place in the log: a thread reads in the order its comments were stored, which
      -- comments in streams of their own, written at the same moment, may not share with created_at.
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL
    );
    CREATE INDEX comments_post ON ${schema}.comments (post_id, position_commit, position_prepare);
    -- A comment's replies, read back with it (forum-comments.reader.ts).
    CREATE INDEX comments_parent ON ${schema}.comments (parent_id) WHERE parent_id IS NOT NULL;
    CREATE INDEX comments_author ON ${schema}.comments (author_id);
    CREATE INDEX comments_created ON ${schema}.comments (created_at DESC);

    CREATE TABLE ${schema}.reactions (
      target_type text NOT NULL,
      target_id uuid NOT NULL,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      post_id uuid NOT NULL,
      target_author_id uuid NOT NULL,
      reacted_at timestamptz NOT NULL,
      PRIMARY KEY (target_type, target_id, user_id, kind)
    );
    CREATE INDEX reactions_post ON ${schema}.reactions (post_id, reacted_at);
    CREATE INDEX reactions_user ON ${schema}.reactions (user_id);
    CREATE INDEX reactions_target_author ON ${schema}.reactions (target_author_id);

    CREATE TABLE ${schema}.saved_posts (
      post_id uuid NOT NULL,
      user_id uuid NOT NULL,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, post_id)
    );`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) await applyOne(tx, schema, event);
  },
};

async function applyOne(tx: PoolClient, schema: string, event: RecordedEvent): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'ForumCategoryCreated': {
      const data = event.data as ForumCategoryCreatedData;
      await tx.query(
        `INSERT INTO ${schema}.categories (category_id, name, slug, description, icon, position, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (category_id) DO NOTHING`,
        [data.categoryId, data.name, data.slug, data.description, data.icon, data.position, at],
      );
      return;
    }
    case 'ForumPostCreated': {
      const data = event.data as ForumPostCreatedData;
      await tx.query(
        `INSERT INTO ${schema}.posts (post_id, category_id, author_id, is_anonymous, title, content, destination_id,
           created_at, last_activity_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (post_id) DO NOTHING`,
        [
          data.postId,
          data.categoryId,
          data.authorId,
          data.isAnonymous,
          data.title,
          data.content,
          data.destinationId,
          at,
        ],
      );
      return;
    }
    case 'ForumPostEdited': {
      const data = event.data as ForumPostEditedData;
      await tx.query(
        `UPDATE ${schema}.posts SET title = $2, content = $3, edited_at = $4,
           last_activity_at = greatest(last_activity_at, $4) WHERE post_id = $1`,
        [data.postId, data.title, data.content, at],
      );
      return;
    }
    case 'ForumPostPinned': {
      const data = event.data as ForumPostPinnedData;
      await tx.query(`UPDATE ${schema}.posts SET pinned = $2 WHERE post_id = $1`, [data.postId, data.pinned]);
      await recordModeration(tx, schema, event, data.postId, data.pinned ? 'pinned' : 'unpinned', data.reason);
      return;
    }
    case 'ForumPostLocked': {
      const data = event.data as ForumPostLockedData;
      await tx.query(`UPDATE ${schema}.posts SET locked = $2 WHERE post_id = $1`, [data.postId, data.locked]);
      await recordModeration(tx, schema, event, data.postId, data.locked ? 'locked' : 'unlocked', data.reason);
      return;
    }
    case 'ForumPostHidden': {
      const data = event.data as ForumPostHiddenData;
      await tx.query(`UPDATE ${schema}.posts SET hidden = $2, hidden_reason = $3 WHERE post_id = $1`, [
        data.postId,
        data.hidden,
        data.hidden ? data.reason : null,
      ]);
      await recordModeration(tx, schema, event, data.postId, data.hidden ? 'hidden' : 'shown', data.reason);
      return;
    }
    case 'ForumCommentAdded': {
      const data = event.data as ForumCommentAddedData;
      const inserted = await tx.query(
        `INSERT INTO ${schema}.comments (comment_id, post_id, parent_id, author_id, content, created_at,
           position_commit, position_prepare)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (comment_id) DO NOTHING`,
        [
          data.commentId,
          data.postId,
          data.parentId,
          data.authorId,
          data.content,
          at,
          event.position.commit.toString(),
          event.position.prepare.toString(),
        ],
      );
      if (inserted.rowCount)
        await tx.query(
          `UPDATE ${schema}.posts SET comment_count = comment_count + 1,
             last_activity_at = greatest(last_activity_at, $2) WHERE post_id = $1`,
          [data.postId, at],
        );
      return;
    }
    case 'ForumCommentEdited': {
      const data = event.data as ForumCommentEditedData;
      await tx.query(`UPDATE ${schema}.comments SET content = $2, edited_at = $3 WHERE comment_id = $1`, [
        data.commentId,
        data.content,
        at,
      ]);
      return;
    }
    case 'ForumCommentHidden': {
      const data = event.data as ForumCommentHiddenData;
      const changed = await tx.query(
        `UPDATE ${schema}.comments SET hidden = $2, hidden_reason = $3 WHERE comment_id = $1 AND hidden <> $2`,
        [data.commentId, data.hidden, data.hidden ? data.reason : null],
      );
      if (changed.rowCount)
        await tx.query(`UPDATE ${schema}.posts SET comment_count = comment_count + $2 WHERE post_id = $1`, [
          data.postId,
          data.hidden ? -1 : 1,
        ]);
      return;
    }
    case 'ForumReactionAdded':
    case 'ForumReactionRemoved': {
      const data = event.data as ForumReactionData;
      const table = data.targetType === 'post' ? 'posts' : 'comments';
      const key = data.targetType === 'post' ? 'post_id' : 'comment_id';
      const column = COUNT_COLUMN[data.reactionType];
      if (event.type === 'ForumReactionAdded') {
        const inserted = await tx.query(
          `INSERT INTO ${schema}.reactions (target_type, target_id, user_id, kind, post_id, target_author_id, reacted_at)
           SELECT $1, $2, $3, $4, $5, author_id, $6 FROM ${schema}.${table} WHERE ${key} = $2
           ON CONFLICT DO NOTHING`,
          [data.targetType, data.targetId, data.userId, data.reactionType, data.postId, at],
        );
        if (inserted.rowCount)
          await tx.query(`UPDATE ${schema}.${table} SET ${column} = ${column} + 1 WHERE ${key} = $1`, [data.targetId]);
      } else {
        const deleted = await tx.query(
          `DELETE FROM ${schema}.reactions WHERE target_type = $1 AND target_id = $2 AND user_id = $3 AND kind = $4`,
          [data.targetType, data.targetId, data.userId, data.reactionType],
        );
        if (deleted.rowCount)
          await tx.query(`UPDATE ${schema}.${table} SET ${column} = ${column} - 1 WHERE ${key} = $1`, [data.targetId]);
      }
      return;
    }
    case 'ForumPostSaved': {
      const data = event.data as ForumPostSavedData;
      await tx.query(
        `INSERT INTO ${schema}.saved_posts (post_id, user_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [data.postId, data.userId, at],
      );
      return;
    }
    case 'ForumPostUnsaved': {
      const data = event.data as ForumPostSavedData;
      await tx.query(`DELETE FROM ${schema}.saved_posts WHERE post_id = $1 AND user_id = $2`, [
        data.postId,
        data.userId,
      ]);
      return;
    }
    default:
      return;
  }
}

async function recordModeration(
  tx: PoolClient,
  schema: string,
  event: RecordedEvent,
  postId: string,
  action: string,
  reason: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.post_moderation (event_id, post_id, action, reason, actor_id, at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING`,
    [event.id, postId, action, reason, event.metadata.actorId, event.metadata.occurredAt],
  );
}
