// One file: every case shares one app and database (beforeAll); a file per part would start the app again for each, on CI's two cores.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { filter, firstValueFrom, timeout } from 'rxjs';
import type {
  ForumCategoryView,
  ForumCommentView,
  ForumPostDetail,
  ForumPostPage,
  MyContributionStats,
  ReactionResult,
} from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { LiveUpdatesService } from '../platform/live/live-updates.service';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { seedForumCategories } from '../seed/seed-forum';

const body = (text: string) => text.padEnd(30, '.');

describe('forum', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let ada: SignedIn;
  let mo: SignedIn;
  let dana: SignedIn;

  const anonymousGet = (url: string) => api.app.inject({ method: 'GET', url });
  const create = (who: SignedIn, post: Record<string, unknown>) =>
    who.call('POST', '/api/forum/posts', { categoryId: 1, isAnonymous: false, includeLocation: false, ...post });
  const newPost = async (who: SignedIn, post: Record<string, unknown>): Promise<ForumPostDetail> => {
    const response = await create(who, post);
    expect(response.statusCode).toBe(201);
    return response.json<ForumPostDetail>();
  };
  const comment = (who: SignedIn, postId: string, content: string, parentId?: string) =>
    who.call('POST', '/api/forum/comments', { postId, content, ...(parentId ? { parentId } : {}) });
  const react = (who: SignedIn, targetType: string, targetId: string, reactionType: string) =>
    who.call('POST', '/api/forum/reactions', { targetType, targetId, reactionType });

  beforeAll(async () => {
    api = await startApi();
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    const position = await seedForumCategories(commandBus);
    await api.app.get(ProjectionWaiter).waitFor('forum', position);
    [bea, ada, mo, dana] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('admin'),
      api.signIn('moderator'),
      api.signIn('traveller'),
    ]);
    // The demo destinations come from another projection; posts that attach one need it there.
    for (let tries = 0; tries < 200; tries++) {
      if ((await anonymousGet('/api/destinations/5')).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);
  afterAll(async () => api.close());

  describe('categories', () => {
    it("lists the spec's six, in order, with slugs, icons and computed counts", async () => {
      const categories = (await anonymousGet('/api/forum/categories')).json<ForumCategoryView[]>();
      expect(categories.map((category) => [category.id, category.name, category.slug, category.icon])).toEqual([
        [1, 'Safety Tips', 'safety-tips', 'shield'],
        [2, 'Travel Alerts', 'travel-alerts', 'alert'],
        [3, 'Solo Travel', 'solo-travel', 'users'],
        [4, 'Accommodation Safety', 'accommodation-safety', 'safety'],
        [5, 'Transportation', 'transportation', 'globe'],
        [6, 'Safety Gear', 'safety-gear', 'favorites'],
      ]);
    });

    it("finds one by slug or id, and answers 'Category Not Found' otherwise", async () => {
      expect((await anonymousGet('/api/forum/categories/slug/solo-travel')).json()).toMatchObject({ id: 3 });
      expect((await anonymousGet('/api/forum/categories/3')).json()).toMatchObject({ slug: 'solo-travel' });
      const missing = await anonymousGet('/api/forum/categories/slug/no-such-place');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Category Not Found' });
      expect((await anonymousGet('/api/forum/categories/99/posts')).statusCode).toBe(404);
      expect((await anonymousGet('/api/forum/categories/abc')).statusCode).toBe(400);
    });
  });

  describe('new post validation, at the exact boundaries', () => {
    const fieldError = async (post: Record<string, unknown>) => {
      const response = await create(bea, { title: 'A fine title', content: body('Content'), ...post });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: { field: string; message: string }[] }>().errors;
    };

    it('title: 4 and 101 characters are refused with the spec messages, 5 and 100 accepted', async () => {
      const before = await api.eventCount('ForumPostCreated');
      expect(await fieldError({ title: 'abcd' })).toEqual([
        expect.objectContaining({ field: 'title', message: 'Title must be at least 5 characters' }),
      ]);
      expect(await fieldError({ title: '   abcd   ' })).toEqual([
        expect.objectContaining({ field: 'title', message: 'Title must be at least 5 characters' }),
      ]);
      expect(await fieldError({ title: 'x'.repeat(101) })).toEqual([
        expect.objectContaining({ field: 'title', message: 'Title must be at most 100 characters' }),
      ]);
      expect(await api.eventCount('ForumPostCreated')).toBe(before);
      expect((await create(bea, { title: 'abcde', content: body('Five') })).statusCode).toBe(201);
      expect((await create(bea, { title: 'y'.repeat(100), content: body('Hundred') })).statusCode).toBe(201);
    });

    it('content: 29 and 10,001 characters are refused, 30 and 10,000 accepted', async () => {
      expect(await fieldError({ content: 'c'.repeat(29) })).toEqual([
        expect.objectContaining({ field: 'content', message: 'Content must be at least 30 characters' }),
      ]);
      expect(await fieldError({ content: 'c'.repeat(10_001) })).toEqual([
        expect.objectContaining({ field: 'content', message: 'Content must be at most 10,000 characters' }),
      ]);
      expect((await create(bea, { title: 'Thirty', content: 'c'.repeat(30) })).statusCode).toBe(201);
      expect((await create(bea, { title: 'Ten thousand', content: 'c'.repeat(10_000) })).statusCode).toBe(201);
    });

    it('category is required and must exist', async () => {
      expect(await fieldError({ categoryId: undefined })).toEqual([
        expect.objectContaining({ field: 'categoryId', message: 'Please select a category' }),
      ]);
      const unknown = await create(bea, { title: 'Nowhere post', content: body('x'), categoryId: 99 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    });

    it('needs sign-in and beta access', async () => {
      const anonymous = await api.app.inject({
        method: 'POST',
        url: '/api/forum/posts',
        ...(await api.csrf()),
        payload: { categoryId: 1, title: 'Hello there', content: body('x') },
      });
      expect(anonymous.statusCode).toBe(401);
      const noBeta = await create(dana, { title: 'Hello there', content: body('x') });
      expect(noBeta.statusCode).toBe(403);
      expect(noBeta.json()).toMatchObject({ code: 'BETA_ACCESS_REQUIRED' });
    });
  });

  describe('a post', () => {
    it('is anonymous to everyone but moderators and its author', async () => {
      const post = await newPost(bea, {
        title: 'Uneasy at my hostel',
        content: body('A staff member kept asking which room I was in.'),
        isAnonymous: true,
      });
      const anonymous = { userId: null, displayName: 'Anonymous', isAnonymous: true, isVerified: false };
      expect(post.author).toEqual({ ...anonymous, isMe: true });
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).json().author).toEqual({ ...anonymous, isMe: false });
      expect((await ada.call('GET', `/api/forum/posts/${post.id}`)).json().author).toMatchObject({
        userId: bea.id,
        displayName: 'Bea',
        isAnonymous: true,
      });
      expect((await mo.call('GET', `/api/forum/posts/${post.id}`)).json().author).toMatchObject({ userId: bea.id });
      const recent = (await anonymousGet('/api/forum/posts/recent')).json<{ id: string; author: object }[]>();
      expect(recent.find((item) => item.id === post.id)?.author).toMatchObject(anonymous);
      const activity = (await anonymousGet('/api/forum/activity')).json<{ postId: string; author: object }[]>();
      expect(activity.find((item) => item.postId === post.id)?.author).toMatchObject(anonymous);

      // The author answering on their own anonymous post stays anonymous, marked as the original poster.
      expect((await comment(bea, post.id, 'Thanks everyone, I changed rooms.')).json().author).toMatchObject({
        isMe: true,
        isOriginalPoster: true,
        displayName: 'Anonymous',
      });
      const thread = (await anonymousGet(`/api/forum/posts/${post.id}/comments`)).json<ForumCommentView[]>();
      expect(thread[0]!.author).toEqual({ ...anonymous, isMe: false, isOriginalPoster: true });
      expect(JSON.stringify(thread)).not.toContain(bea.id);
      expect(JSON.stringify((await anonymousGet(`/api/forum/posts?q=hostel`)).json())).not.toContain(bea.id);
    });

    it('shows a named author by first name, with the Verified badge for staff', async () => {
      const post = await newPost(mo, { title: 'Read the guidelines', content: body('Be kind and be specific.') });
      expect(post.author).toMatchObject({ userId: mo.id, displayName: 'Mo', isVerified: true });
      expect(post.isVerified).toBe(true);
      expect(post.canEdit).toBe(true);
      const seen = (await anonymousGet(`/api/forum/posts/${post.id}`)).json<ForumPostDetail>();
      expect(seen).toMatchObject({ canEdit: false, contentMarkdown: null, canComment: true });
    });

    it("attaches a destination only with 'Include Location Data', validated, never coordinates", async () => {
      const missing = await create(bea, { title: 'Barcelona', content: body('x'), includeLocation: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({ field: 'destinationId' });
      const unknown = await create(bea, {
        title: 'Atlantis',
        content: body('x'),
        includeLocation: true,
        destinationId: 999_999,
      });
      expect(unknown.json()).toMatchObject({ code: 'DESTINATION_NOT_FOUND' });
      const post = await newPost(bea, {
        title: 'Barcelona',
        content: body('x'),
        includeLocation: true,
        destinationId: 5,
      });
      expect(post.destination).toEqual({ id: 5, name: 'Barcelona', country: 'Spain' });
      expect(JSON.stringify(post)).not.toMatch(/latitude|longitude/);
      const off = await newPost(bea, { title: 'No place', content: body('x'), destinationId: 5 });
      expect(off.destination).toBeNull();
    });

    it('keeps the Markdown source and serves only sanitised HTML', async () => {
      const source = [
        '**Bold** and [a link](https://example.com)',
        '<script>alert(1)</script><img src=x onerror=alert(2)>',
        '[click](javascript:alert(3))',
      ].join('\n\n');
      const post = await newPost(bea, { title: 'Formatting test', content: source });
      expect(post.contentMarkdown).toBe(source);
      expect(post.contentHtml).toContain('<strong>Bold</strong>');
      expect(post.contentHtml).toContain('href="https://example.com"');
      expect(post.contentHtml).not.toMatch(/<script|<img|href="javascript/i);
      expect(post.excerpt.startsWith('Bold and a link')).toBe(true);
      const preview = await bea.call('POST', '/api/forum/preview', { content: source });
      expect(preview.json().html).toBe(post.contentHtml);
    });

    it('is edited by its author only', async () => {
      const post = await newPost(bea, { title: 'Before the edit', content: body('Original words') });
      const edited = await bea.call('PATCH', `/api/forum/posts/${post.id}`, {
        title: 'After the edit',
        content: body('Better words'),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: 'After the edit', editedAt: expect.any(String) });
      const other = await ada.call('PATCH', `/api/forum/posts/${post.id}`, { title: 'Hijacked', content: body('x') });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'NOT_AUTHOR' });
      const short = await bea.call('PATCH', `/api/forum/posts/${post.id}`, { title: 'Tiny', content: body('x') });
      expect(short.statusCode).toBe(400);
    });

    it("answers 'Post Not Found' for an unknown id", async () => {
      const response = await anonymousGet(`/api/forum/posts/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Post Not Found' });
      expect((await anonymousGet('/api/forum/posts/42')).statusCode).toBe(400);
    });

    it('counts a view once per viewer per day, not per refetch', async () => {
      const post = await newPost(bea, { title: 'Views counted', content: body('x') });
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).json().viewCount).toBe(1);
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).json().viewCount).toBe(1);
      expect((await ada.call('GET', `/api/forum/posts/${post.id}`)).json().viewCount).toBe(2);
      expect((await ada.call('GET', `/api/forum/posts/${post.id}`)).json().viewCount).toBe(2);
      const listed = (await anonymousGet('/api/forum/posts?sort=new&pageSize=50')).json<ForumPostPage>();
      expect(listed.items.find((item) => item.id === post.id)?.viewCount).toBe(2);
      // Not an event: the log holds no views.
      expect(await api.eventCount('ForumPostViewed')).toBe(0);
    });
  });

  describe('comments', () => {
    let postId: string;
    beforeAll(async () => {
      postId = (await newPost(bea, { title: 'Night buses', content: body('Are the night buses safe?') })).id;
    });

    it('are 1 to 1,000 characters: 0 and 1,001 refused with the spec messages', async () => {
      const empty = await comment(ada, postId, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        expect.objectContaining({ field: 'content', message: 'Comment cannot be empty' }),
      ]);
      expect((await comment(ada, postId, '')).json().errors[0].message).toBe('Comment cannot be empty');
      const long = await comment(ada, postId, 'z'.repeat(1001));
      expect(long.json().errors).toEqual([expect.objectContaining({ message: 'Comment is too long' })]);
      expect((await comment(ada, postId, 'k')).statusCode).toBe(201);
      expect((await comment(ada, postId, 'z'.repeat(1000))).statusCode).toBe(201);
    });

    it('take one level of replies, and are edited by their author only', async () => {
      const top = (await comment(ada, postId, 'The N-lines run all night.')).json<ForumCommentView>();
      const reply = await comment(bea, postId, 'Thank you!', top.id);
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ parentId: top.id, author: { displayName: 'Bea' } });
      const deeper = await comment(ada, postId, 'Too deep', reply.json<ForumCommentView>().id);
      expect(deeper.statusCode).toBe(422);
      expect(deeper.json()).toMatchObject({ code: 'REPLY_TOO_DEEP' });
      const thread = (await anonymousGet(`/api/forum/posts/${postId}/comments`)).json<ForumCommentView[]>();
      const shown = thread.find((item) => item.id === top.id)!;
      expect(shown.replies.map((item) => item.contentHtml)).toEqual(['<p>Thank you!</p>']);
      expect(thread.every((item) => item.parentId === null)).toBe(true);

      const edit = await ada.call('PATCH', `/api/forum/comments/${top.id}`, {
        content: 'The N-lines run all night long.',
      });
      expect(edit.json()).toMatchObject({
        contentHtml: '<p>The N-lines run all night long.</p>',
        editedAt: expect.any(String),
        replies: [{ contentHtml: '<p>Thank you!</p>' }],
      });
      expect((await bea.call('PATCH', `/api/forum/comments/${top.id}`, { content: 'Mine now' })).statusCode).toBe(403);
    });

    it('a locked post refuses new comments with the spec text until unlocked', async () => {
      const lock = await mo.call('POST', `/api/forum/posts/${postId}/lock`, { locked: true, reason: 'Heated' });
      expect(lock.json()).toMatchObject({ isLocked: true, canComment: false });
      const refused = await comment(ada, postId, 'One more thing');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'POST_LOCKED',
        message: 'This discussion is locked. New comments cannot be posted.',
      });
      expect((await anonymousGet(`/api/forum/posts/${postId}`)).json()).toMatchObject({ isLocked: true });
      expect(
        (await bea.call('POST', `/api/forum/posts/${postId}/lock`, { locked: false, reason: 'x' })).statusCode,
      ).toBe(403);
      await mo.call('POST', `/api/forum/posts/${postId}/lock`, { locked: false, reason: 'Calmer now' });
      expect((await comment(ada, postId, 'One more thing')).statusCode).toBe(201);
      const notes = (await mo.call('GET', `/api/forum/posts/${postId}`)).json<ForumPostDetail>().moderation;
      expect(notes.map((note) => [note.action, note.reason])).toEqual([
        ['unlocked', 'Calmer now'],
        ['locked', 'Heated'],
      ]);
      expect((await anonymousGet(`/api/forum/posts/${postId}`)).json().moderation).toEqual([]);
    });
  });

  describe('reactions', () => {
    it('toggle: one of each kind per traveller per target, a second click takes it back', async () => {
      const post = await newPost(bea, { title: 'React to me', content: body('x') });
      const like = (await react(ada, 'post', post.id, 'like')).json<ReactionResult>();
      expect(like).toMatchObject({
        active: true,
        reactions: { like: 1, helpful: 0, insightful: 0 },
        myReactions: ['like'],
      });
      const helpful = (await react(ada, 'post', post.id, 'helpful')).json<ReactionResult>();
      expect(helpful).toMatchObject({
        active: true,
        reactions: { like: 1, helpful: 1 },
        myReactions: ['helpful', 'like'],
      });
      expect((await react(mo, 'post', post.id, 'like')).json()).toMatchObject({ reactions: { like: 2 } });
      const back = (await react(ada, 'post', post.id, 'like')).json<ReactionResult>();
      expect(back).toMatchObject({ active: false, reactions: { like: 1, helpful: 1 }, myReactions: ['helpful'] });
      const explicit = await ada.call('POST', '/api/forum/reactions', {
        targetType: 'post',
        targetId: post.id,
        reactionType: 'helpful',
        active: true,
      });
      expect(explicit.json()).toMatchObject({ active: true, reactions: { helpful: 1 } });
      const seen = (await ada.call('GET', `/api/forum/posts/${post.id}`)).json<ForumPostDetail>();
      expect(seen).toMatchObject({ likes: 1, myReactions: ['helpful'] });
      const own = await react(bea, 'post', post.id, 'like');
      expect(own.statusCode).toBe(422);
      expect(own.json()).toMatchObject({ code: 'OWN_CONTENT' });
    });

    it('work on comments too', async () => {
      const post = await newPost(bea, { title: 'Comment reactions', content: body('x') });
      const reply = (await comment(ada, post.id, 'Useful point')).json<ForumCommentView>();
      expect((await react(bea, 'comment', reply.id, 'insightful')).json()).toMatchObject({
        active: true,
        reactions: { insightful: 1 },
      });
      const thread = (await bea.call('GET', `/api/forum/posts/${post.id}/comments`)).json<ForumCommentView[]>();
      expect(thread[0]).toMatchObject({ reactions: { insightful: 1 }, myReactions: ['insightful'] });
      expect((await react(bea, 'comment', randomUUID(), 'like')).statusCode).toBe(404);
    });
  });

  describe('reports and moderation', () => {
    it("a traveller's flag enters the moderation queue once", async () => {
      const post = await newPost(bea, { title: 'Flag me', content: body('Questionable advice') });
      const flag = await ada.call('POST', '/api/forum/reports', {
        targetType: 'post',
        targetId: post.id,
        reason: 'unsafe_advice',
        details: 'Suggests hitchhiking at night',
      });
      expect(flag.statusCode).toBe(201);
      expect(flag.json()).toMatchObject({ kind: 'content_flag', status: 'new' });
      const again = await ada.call('POST', '/api/forum/reports', {
        targetType: 'post',
        targetId: post.id,
        reason: 'spam',
      });
      expect(again.json().id).toBe(flag.json().id);
      const { rows } = await api.database.pool.query(
        'SELECT kind, status, target_type, target_id, post_id, reason, submitted_by FROM rm_reports.reports WHERE report_id = $1',
        [flag.json().id],
      );
      expect(rows).toEqual([
        {
          kind: 'content_flag',
          status: 'new',
          target_type: 'post',
          target_id: post.id,
          post_id: post.id,
          reason: 'unsafe_advice',
          submitted_by: ada.id,
        },
      ]);
      const reply = (await comment(bea, post.id, 'Reply to flag')).json<ForumCommentView>();
      const onComment = await ada.call('POST', '/api/forum/reports', {
        targetType: 'comment',
        targetId: reply.id,
        reason: 'harassment',
      });
      expect(onComment.statusCode).toBe(201);
      expect(
        (await ada.call('POST', '/api/forum/reports', { targetType: 'post', targetId: post.id, reason: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await ada.call('POST', '/api/forum/reports', { targetType: 'post', targetId: randomUUID(), reason: 'spam' }))
          .statusCode,
      ).toBe(404);
    });

    it('a hidden post shows only to moderators and its author, and leaves the counts', async () => {
      const post = await newPost(bea, { title: 'To be hidden', content: body('x'), categoryId: 6 });
      const gear = async () => (await anonymousGet('/api/forum/categories/6')).json<ForumCategoryView>().postCount;
      const before = await gear();
      const hidden = await mo.call('POST', `/api/forum/posts/${post.id}/hide`, { hidden: true, reason: 'Spam link' });
      expect(hidden.json()).toMatchObject({ isHidden: true, hiddenReason: 'Spam link' });
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).statusCode).toBe(404);
      expect((await ada.call('GET', `/api/forum/posts/${post.id}`)).statusCode).toBe(200); // admin is a moderator
      expect((await bea.call('GET', `/api/forum/posts/${post.id}`)).json()).toMatchObject({
        hiddenReason: 'Spam link',
      });
      expect(await gear()).toBe(before - 1);
      expect((await comment(ada, post.id, 'Hello?')).statusCode).toBe(404);
      const missingReason = await mo.call('POST', `/api/forum/posts/${post.id}/hide`, { hidden: false });
      expect(missingReason.statusCode).toBe(400);
      await mo.call('POST', `/api/forum/posts/${post.id}/hide`, { hidden: false, reason: 'Fixed by author' });
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).statusCode).toBe(200);
    });

    it('a hidden comment leaves the thread for everyone but moderators and its author', async () => {
      const post = await newPost(bea, { title: 'Hidden comment', content: body('x') });
      const rude = (await comment(ada, post.id, 'Something rude')).json<ForumCommentView>();
      const hide = await mo.call('POST', `/api/forum/comments/${rude.id}/hide`, { hidden: true, reason: 'Rude' });
      expect(hide.json()).toMatchObject({ isHidden: true });
      expect((await anonymousGet(`/api/forum/posts/${post.id}/comments`)).json()).toEqual([]);
      expect((await ada.call('GET', `/api/forum/posts/${post.id}/comments`)).json()).toHaveLength(1);
      expect((await anonymousGet(`/api/forum/posts/${post.id}`)).json().commentCount).toBe(0);
    });
  });

  describe('lists', () => {
    let categoryPosts: ForumPostDetail[];
    const ids = (page: ForumPostPage) => page.items.map((item) => item.title);

    beforeAll(async () => {
      // Transportation (5): three posts, the middle one pinned, the last with reactions.
      categoryPosts = [];
      for (const title of ['Taxi ranks at night', 'Ride-hailing checklist', 'Night trains in Europe'])
        categoryPosts.push(await newPost(bea, { title, content: body(`${title}: what I learned`), categoryId: 5 }));
      await mo.call('POST', `/api/forum/posts/${categoryPosts[1]!.id}/pin`, { pinned: true, reason: 'Checklist' });
      await react(ada, 'post', categoryPosts[0]!.id, 'helpful');
      await react(mo, 'post', categoryPosts[0]!.id, 'like');
      // An old post, from 40 days ago: given straight to the log as if written then.
      const postId = randomUUID();
      const occurredAt = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString();
      const appended = await api.store.append(
        `forum-post-${postId}`,
        [
          {
            id: randomUUID(),
            type: 'ForumPostCreated',
            schemaVersion: 1,
            data: {
              postId,
              categoryId: 5,
              authorId: bea.id,
              title: 'Old airport advice',
              content: body('From last season'),
              isAnonymous: false,
              destinationId: null,
            },
            metadata: { correlationId: 't', causationId: 't', actorId: bea.id, actorRole: 'traveller', occurredAt },
          },
        ],
        'no_stream',
      );
      await api.app.get(ProjectionWaiter).waitFor('forum', appended.position);
    });

    it('sort new and top, pinned first, with real pages', async () => {
      const newest = (await anonymousGet('/api/forum/categories/5/posts?sort=new')).json<ForumPostPage>();
      expect(ids(newest)).toEqual([
        'Ride-hailing checklist',
        'Night trains in Europe',
        'Taxi ranks at night',
        'Old airport advice',
      ]);
      expect(newest).toMatchObject({ total: 4, page: 1, pageSize: 20, totalPages: 1 });
      expect(newest.items[0]).toMatchObject({ isPinned: true });
      const top = (await anonymousGet('/api/forum/categories/5/posts?sort=top')).json<ForumPostPage>();
      expect(ids(top).slice(0, 2)).toEqual(['Ride-hailing checklist', 'Taxi ranks at night']);
      const page2 = (
        await anonymousGet('/api/forum/categories/5/posts?sort=new&pageSize=3&page=2')
      ).json<ForumPostPage>();
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3, totalPages: 2 });
      expect(ids(page2)).toEqual(['Old airport advice']);
      // A page past the end still says how many there are; a search that matches nothing says none.
      const past = (
        await anonymousGet('/api/forum/categories/5/posts?sort=new&pageSize=3&page=9')
      ).json<ForumPostPage>();
      expect(past).toMatchObject({ items: [], total: 4, page: 9, totalPages: 2 });
      const none = (await anonymousGet('/api/forum/categories/5/posts?q=zzyzx')).json<ForumPostPage>();
      expect(none).toMatchObject({ items: [], total: 0, totalPages: 1 });
      expect((await anonymousGet('/api/forum/categories/5/posts?pageSize=51')).statusCode).toBe(400);
      expect((await anonymousGet('/api/forum/categories/5/posts?sort=best')).statusCode).toBe(400);
    });

    it('hot weighs engagement against age; trending counts the last 48 hours', async () => {
      const hot = (await anonymousGet('/api/forum/categories/5/posts?sort=hot')).json<ForumPostPage>();
      expect(ids(hot)).toEqual([
        'Ride-hailing checklist',
        'Taxi ranks at night',
        'Night trains in Europe',
        'Old airport advice',
      ]);
      const trending = (await anonymousGet('/api/forum/categories/5/posts?sort=trending')).json<ForumPostPage>();
      expect(ids(trending).slice(0, 2)).toEqual(['Ride-hailing checklist', 'Taxi ranks at night']);
    });

    it('filters: pinned only, last 24 hours, week, month', async () => {
      const titles = async (filter: string) =>
        ids((await anonymousGet(`/api/forum/categories/5/posts?sort=new&filter=${filter}`)).json<ForumPostPage>());
      expect(await titles('pinned')).toEqual(['Ride-hailing checklist']);
      expect(await titles('day')).toHaveLength(3);
      expect(await titles('week')).toHaveLength(3);
      expect(await titles('month')).toHaveLength(3);
      expect(await titles('all')).toHaveLength(4);
    });

    it('my posts and saved posts need sign-in', async () => {
      expect((await anonymousGet('/api/forum/posts?mine=true')).statusCode).toBe(401);
      const mine = (await mo.call('GET', '/api/forum/posts?mine=true&sort=new')).json<ForumPostPage>();
      expect(mine.items.every((item) => item.author.userId === mo.id)).toBe(true);
      const target = categoryPosts[2]!;
      expect((await ada.call('PUT', `/api/forum/posts/${target.id}/saved`)).json()).toEqual({
        postId: target.id,
        saved: true,
      });
      const saved = (await ada.call('GET', '/api/forum/posts?saved=true')).json<ForumPostPage>();
      expect(ids(saved)).toEqual(['Night trains in Europe']);
      expect(saved.items[0]!.savedByMe).toBe(true);
      await ada.call('DELETE', `/api/forum/posts/${target.id}/saved`);
      expect((await ada.call('GET', '/api/forum/posts?saved=true')).json<ForumPostPage>().total).toBe(0);
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await newPost(bea, {
        title: 'Pickpocket tricks on the metro',
        content: body('Keep your bag in front of you.'),
        categoryId: 1,
      });
      await newPost(bea, {
        title: 'Markets in the old town',
        content: body('Lovely stalls; one pickpocket tried my zip, so keep valuables close.'),
        categoryId: 1,
      });
      await newPost(bea, {
        title: 'Sunset viewpoints',
        content: body('Nothing about crime here at all.'),
        categoryId: 1,
      });
    });

    it('finds titles and bodies, stemmed, ranking a title match first', async () => {
      const found = (await anonymousGet('/api/forum/posts?q=pickpockets')).json<ForumPostPage>();
      expect(found.items.map((item) => item.title)).toEqual([
        'Pickpocket tricks on the metro',
        'Markets in the old town',
      ]);
      expect(found.items[0]!.rank!).toBeGreaterThan(found.items[1]!.rank!);
      expect(found.total).toBe(2);
    });

    it('understands web search syntax and combines with category and filters', async () => {
      const phrase = (
        await anonymousGet(`/api/forum/posts?q=${encodeURIComponent('"old town" -metro')}`)
      ).json<ForumPostPage>();
      expect(phrase.items.map((item) => item.title)).toEqual(['Markets in the old town']);
      expect((await anonymousGet('/api/forum/categories/2/posts?q=pickpocket')).json<ForumPostPage>().total).toBe(0);
      expect((await anonymousGet('/api/forum/posts?q=pickpocket&filter=pinned')).json<ForumPostPage>().total).toBe(0);
      expect((await anonymousGet(`/api/forum/posts?q=${encodeURIComponent('<script>')}`)).statusCode).toBe(200);
    });
  });

  describe('numbers', () => {
    it('community stats and my contribution stats are computed', async () => {
      const stats = (await anonymousGet('/api/forum/stats')).json();
      const { rows } = await api.database.pool.query<{ posts: string; comments: string }>(
        `SELECT (SELECT count(*) FROM rm_forum.posts WHERE NOT hidden) AS posts,
           (SELECT count(*) FROM rm_forum.comments c JOIN rm_forum.posts p USING (post_id) WHERE NOT c.hidden AND NOT p.hidden) AS comments`,
      );
      expect(stats).toMatchObject({
        posts: Number(rows[0]!.posts),
        comments: Number(rows[0]!.comments),
        categories: 6,
        members: 4,
      });
      expect(stats.posts).toBeGreaterThan(10);

      const fresh = await api.signIn('traveller-beta');
      const before = (await fresh.call('GET', '/api/forum/me/stats')).json<MyContributionStats>();
      const post = await newPost(fresh, { title: 'Counting', content: body('x') });
      await react(ada, 'post', post.id, 'helpful');
      await react(mo, 'post', post.id, 'like');
      await comment(fresh, post.id, 'Self reply');
      await react(fresh, 'post', (await newPost(ada, { title: 'Other', content: body('x') })).id, 'like');
      const after = (await fresh.call('GET', '/api/forum/me/stats')).json<MyContributionStats>();
      expect(after.posts - before.posts).toBe(1);
      expect(after.comments - before.comments).toBe(1);
      expect(after.reactionsReceived - before.reactionsReceived).toBe(2);
      expect(after.reactionsGiven - before.reactionsGiven).toBe(1);
      // +1 post, +1 comment, +2 helpful, +1 like.
      expect(after.reputation - before.reputation).toBe(5);
      expect(after.rank.position).toEqual(expect.any(Number));
      expect((await anonymousGet('/api/forum/me/stats')).statusCode).toBe(401);
    });
  });

  it('new posts and comments reach open pages as forum change notices', async () => {
    const notice = firstValueFrom(
      api.app.get(LiveUpdatesService).changes.pipe(
        filter((change) => change.projection === 'forum' && change.eventTypes.includes('ForumCommentAdded')),
        timeout(5000),
      ),
    );
    const post = await newPost(bea, { title: 'Live update', content: body('x') });
    await comment(ada, post.id, 'Seen live');
    await expect(notice).resolves.toMatchObject({ projection: 'forum' });
  });

  it('rebuilds the forum and reports read models from the log, equal to the live ones', async () => {
    const pool = api.database.pool;
    const names = ['forum', 'reports'];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await snapshotSchema(pool, `rm_${name}`)])),
      );
    const live = await snapshot();
    expect(live.forum!.reactions!.length).toBeGreaterThan(5);
    expect(live.reports!.reports!.length).toBeGreaterThan(1);
    for (const projection of createProjections(pool).filter((candidate) => names.includes(candidate.name)))
      await rebuildProjection({ pool, store: api.store, projection });
    expect(await snapshot()).toEqual(live);
  });
});
