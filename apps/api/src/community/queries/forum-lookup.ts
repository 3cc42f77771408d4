/**
 * The few questions command handlers ask the read models, each one whose answer cannot turn stale
 * in a harmful way: categories and destinations are never removed, a comment never moves to
 * another post, and a post that exists keeps existing (hiding is decided in its stream).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';

@Injectable()
export class ForumLookup {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async categoryExists(categoryId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm_forum.categories WHERE category_id = $1', [
      categoryId,
    ]);
    return Boolean(rowCount);
  }

  async destinationExists(destinationId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm_destinations.destinations WHERE destination_id = $1', [
      destinationId,
    ]);
    return Boolean(rowCount);
  }

  async postExists(postId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm_forum.posts WHERE post_id = $1', [postId]);
    return Boolean(rowCount);
  }

  async postIdOfComment(commentId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ post_id: string }>(
      'SELECT post_id FROM rm_forum.comments WHERE comment_id = $1',
      [commentId],
    );
    return rows[0]?.post_id ?? null;
  }
}
