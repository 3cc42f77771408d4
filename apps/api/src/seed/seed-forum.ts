/**
 * Seeds the forum through the same commands travellers and moderators send: the spec's six
 * categories always (they are the forum's structure), and, where the development sign-in is on (not
 * in production), a handful of demo discussions by the development personas. Idempotent: fixed
 * category ids, idempotency keys for posts and comments, and reactions set rather than toggled.
 */
import type { CommandBus } from '@nestjs/cqrs';
import { DEFAULT_FORUM_CATEGORIES, laterPosition, type GlobalPosition } from '@safetrails/contracts';
import type { Pool } from 'pg';
import {
  AddForumCommentCommand,
  type AddForumCommentResult,
} from '../community/commands/add-forum-comment/add-forum-comment.command';
import { CreateForumCategoryCommand } from '../community/commands/create-forum-category/create-forum-category.command';
import {
  CreateForumPostCommand,
  type CreateForumPostResult,
} from '../community/commands/create-forum-post/create-forum-post.command';
import { ModerateForumPostCommand } from '../community/commands/moderate-forum-post/moderate-forum-post.command';
import { ReactToForumContentCommand } from '../community/commands/react-to-forum-content/react-to-forum-content.command';
import { ChangeRoleCommand } from '../identity/commands/change-role/change-role.command';
import { GrantBetaAccessCommand } from '../identity/commands/grant-beta-access/grant-beta-access.command';
import { SignInCommand } from '../identity/commands/sign-in/sign-in.command';
import { DEVELOPMENT_PERSONAS } from '../identity/http/development-personas';
import { SYSTEM_CONTEXT, type CommandContext } from '../platform/event-sourcing/command-context';
import type { Appended } from '../platform/event-sourcing/handle-command';
import type { ProjectionWaiter } from '../platform/live/projection-waiter';
import { DEMO_FOOTER, DEMO_FORUM, type DemoComment } from './demo-forum';

const SEED_CONTEXT: CommandContext = { ...SYSTEM_CONTEXT, correlationId: 'demo-seed' };

export async function seedForumCategories(commandBus: CommandBus): Promise<GlobalPosition | null> {
  let position: GlobalPosition | null = null;
  for (const [index, category] of DEFAULT_FORUM_CATEGORIES.entries()) {
    const result: Appended = await commandBus.execute(
      new CreateForumCategoryCommand(
        {
          categoryId: category.id,
          name: category.name,
          slug: category.slug,
          description: category.description,
          icon: category.icon,
          position: index + 1,
        },
        SEED_CONTEXT,
      ),
    );
    position = laterPosition(position, result.position);
  }
  return position;
}

/** Signs a development persona in (as the development sign-in does) and answers their user id. */
export async function personaUserId(commandBus: CommandBus, personaId: string): Promise<string> {
  const persona = DEVELOPMENT_PERSONAS.find((candidate) => candidate.id === personaId);
  if (!persona) throw new Error(`no development persona ${personaId}`);
  const { userId } = await commandBus.execute(
    new SignInCommand(
      'development',
      persona.id,
      { displayName: persona.displayName, email: persona.email },
      SEED_CONTEXT,
    ),
  );
  for (const role of persona.roles)
    await commandBus.execute(new ChangeRoleCommand('grant', userId, role, 'Development persona', SEED_CONTEXT));
  if (persona.betaAccess)
    await commandBus.execute(new GrantBetaAccessCommand(userId, 'Development persona', SEED_CONTEXT));
  return userId;
}

const READY_TIMEOUT_MS = 120_000;

/**
 * Posts check their category and destination in the read models, and the projector runs beside
 * the seed: wait until it has the categories and the demo destinations.
 */
async function readModelsReady(pool: Pool, waiter: ProjectionWaiter, categories: GlobalPosition | null) {
  await waiter.waitFor('forum', categories, READY_TIMEOUT_MS);
  const wanted = [...new Set(DEMO_FORUM.flatMap((demo) => (demo.destinationId ? [demo.destinationId] : [])))];
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const { rows } = await pool.query<{ count: string }>(
      'SELECT count(*) FROM rm_destinations.destinations WHERE destination_id = ANY($1::int[])',
      [wanted],
    );
    if (Number(rows[0]!.count) === wanted.length) return;
    if (Date.now() > deadline) throw new Error('the demo destinations did not reach the read model');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo discussions; answers how many posts it checked. */
export async function seedDemoForum(
  commandBus: CommandBus,
  pool: Pool,
  waiter: ProjectionWaiter,
  categories: GlobalPosition | null,
): Promise<number> {
  await readModelsReady(pool, waiter, categories);
  const users = new Map<string, string>();
  const userOf = async (persona: string) => {
    if (!users.has(persona)) users.set(persona, await personaUserId(commandBus, persona));
    return users.get(persona)!;
  };
  const as = async (persona: string, key: string | null): Promise<CommandContext> => ({
    correlationId: 'demo-seed',
    actorId: await userOf(persona),
    actorRole: persona === 'moderator' || persona === 'admin' ? persona : 'traveller',
    idempotencyKey: key,
  });
  const comment = async (postId: string, demo: DemoComment, parentId: string | null) => {
    const result: AddForumCommentResult = await commandBus.execute(
      new AddForumCommentCommand(
        postId,
        await userOf(demo.author),
        demo.content,
        parentId,
        await as(demo.author, `demo-forum-${demo.key}`),
      ),
    );
    for (const reply of demo.replies ?? []) await comment(postId, reply, result.commentId);
  };

  for (const demo of DEMO_FORUM) {
    const category = DEFAULT_FORUM_CATEGORIES.find((candidate) => candidate.slug === demo.categorySlug);
    if (!category) throw new Error(`demo post ${demo.key} names no category ${demo.categorySlug}`);
    const { postId }: CreateForumPostResult = await commandBus.execute(
      new CreateForumPostCommand(
        await userOf(demo.author),
        category.id,
        demo.title,
        `${demo.content}${DEMO_FOOTER}`,
        demo.isAnonymous ?? false,
        demo.destinationId ?? null,
        await as(demo.author, `demo-forum-${demo.key}`),
      ),
    );
    if (demo.pinnedBecause)
      await commandBus.execute(
        new ModerateForumPostCommand(postId, 'pin', true, demo.pinnedBecause, await as('moderator', null)),
      );
    for (const demoComment of demo.comments ?? []) await comment(postId, demoComment, null);
    for (const reaction of demo.reactions ?? [])
      await commandBus.execute(
        new ReactToForumContentCommand(
          await userOf(reaction.author),
          'post',
          postId,
          reaction.kind,
          true,
          await as(reaction.author, null),
        ),
      );
  }
  return DEMO_FORUM.length;
}
