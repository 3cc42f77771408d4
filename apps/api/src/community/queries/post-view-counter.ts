/**
 * Forum view counts: a counter, NOT an event per view. A view is not a decision anyone makes or
 * audits, and an event per page view would swamp the log and every projection. The issue asks for
 * a read-model counter; read models are written only by the projector, so this counter lives
 * outside them, in `forum_stats` (infra/migrations/*_forum-views.sql): the one table the API
 * writes. It is not rebuilt from the log; losing it loses only view counts.
 *
 * A viewer counts once per post per UTC day (signed-in: their user id; visitors: the salted hash of
 * their address), so the refetches that follow live updates do not inflate the number.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ForumPostDetail } from '@safetrails/contracts';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { AppConfig } from '../../config/app.config';
import { READ_POOL } from '../../platform/database/database.module';
import type { Viewer } from './forum-author';

const FORGET_EVERY_MS = 60 * 60 * 1000;

@Injectable()
export class PostViewCounter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PostViewCounter.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.forgetOldViewers().catch(() => undefined), FORGET_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The post as its viewer sees it, this view counted; a view not counted must not cost the reader the post. */
  async counted(post: ForumPostDetail, viewer: Viewer, ip: string): Promise<ForumPostDetail> {
    const viewerKey =
      viewer.userId ?? `ip:${createHash('sha256').update(`${this.config.COOKIE_SECRET}:${ip}`).digest('hex')}`;
    try {
      return (await this.record(post.id, viewerKey)) ? { ...post, viewCount: post.viewCount + 1 } : post;
    } catch (error) {
      this.logger.warn(`view of ${post.id} not counted: ${String(error)}`);
      return post;
    }
  }

  /** Counts the view; true when it was the viewer's first of this post today (the counter moved). */
  async record(postId: string, viewer: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `WITH first_today AS (
         INSERT INTO forum_stats.post_viewers (post_id, viewer, day) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date)
         ON CONFLICT DO NOTHING RETURNING post_id
       )
       INSERT INTO forum_stats.post_views (post_id, views) SELECT post_id, 1 FROM first_today
       ON CONFLICT (post_id) DO UPDATE SET views = forum_stats.post_views.views + 1`,
      [postId, viewer],
    );
    return Boolean(rowCount);
  }

  /** Marks of earlier days guard nothing any more: an hourly sweep keeps the table to one day. */
  async forgetOldViewers(): Promise<number> {
    const { rowCount } = await this.pool.query(
      "DELETE FROM forum_stats.post_viewers WHERE day < (now() AT TIME ZONE 'UTC')::date",
    );
    return rowCount ?? 0;
  }
}
