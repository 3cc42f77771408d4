/**
 * Answers of the community routes (spec part 2 section 7 "forum" and "feedback" calls, plus what the
 * forum screens and the dashboard's community tab need). Every count is computed from the read
 * models. Post and comment bodies come as sanitised HTML rendered from the author's Markdown; the
 * Markdown source is given to its author only (for the Edit form).
 */
import type {
  ForumCategoryIcon,
  ReactionKind,
  ReactionTargetType,
  ReportKind,
  ReportStatus,
} from '../constants/community.constants';

export interface ForumCategoryView {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly icon: ForumCategoryIcon;
  /** Posts visible to everyone (hidden ones are not counted). */
  readonly postCount: number;
  readonly commentCount: number;
  /** The newest visible post's time (ISO), or null for an empty category. */
  readonly lastPostAt: string | null;
}

/**
 * Who wrote a post or comment, as the reader may see it. For an anonymous post everyone but
 * moderators gets `userId: null` and `displayName: 'Anonymous'`; moderators get the real author
 * with `isAnonymous: true`. The author sees their own with `isMe: true`.
 */
export interface ForumAuthor {
  readonly userId: string | null;
  /** The author's first name, 'Anonymous', or 'Former member' for a deleted account. */
  readonly displayName: string;
  readonly isAnonymous: boolean;
  readonly isMe: boolean;
  /** Moderator or admin: the spec's Verified badge. Never set for an anonymous author. */
  readonly isVerified: boolean;
}

export type ReactionCounts = Readonly<Record<ReactionKind, number>>;

export interface ForumDestinationRef {
  readonly id: number;
  readonly name: string;
  readonly country: string;
}

/** One row of a post list (home, category page, search, my posts, saved posts). */
export interface ForumPostSummary {
  /** A UUID: `/forums/post/{id}`. */
  readonly id: string;
  readonly title: string;
  /** Plain text of the rendered Markdown, cut at FORUM_EXCERPT_LENGTH characters (the 2-line preview). */
  readonly excerpt: string;
  readonly createdAt: string;
  /** When the author last edited it, or null. */
  readonly editedAt: string | null;
  /** The latest of creation, edit and comment. */
  readonly lastActivityAt: string;
  readonly author: ForumAuthor;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly categorySlug: string;
  readonly categoryIcon: ForumCategoryIcon;
  /** Reactions on the post itself. */
  readonly reactions: ReactionCounts;
  /** The spec's `likes`: the post's `like` reactions. */
  readonly likes: number;
  /** The viewer's own reactions on the post (empty when signed out). */
  readonly myReactions: readonly ReactionKind[];
  /** Visible comments and replies. */
  readonly commentCount: number;
  readonly viewCount: number;
  readonly isPinned: boolean;
  readonly isLocked: boolean;
  /** Only moderators and the author ever see a hidden post. */
  readonly isHidden: boolean;
  /** The spec's Featured marker: at least FORUM_HIGHLIGHT_HELPFUL_MIN `helpful` reactions. */
  readonly isHighlighted: boolean;
  /** The spec's `isVerified`: the author is a moderator or admin (never for an anonymous post). */
  readonly isVerified: boolean;
  readonly imageUrl: null;
  /** "Include Location Data": the destination attached, never coordinates. */
  readonly destination: ForumDestinationRef | null;
  readonly savedByMe: boolean;
  /** Full-text rank when the list is a search, else null. */
  readonly rank: number | null;
}

export interface ForumModerationNote {
  readonly action: 'pinned' | 'unpinned' | 'locked' | 'unlocked' | 'hidden' | 'shown';
  readonly reason: string;
  readonly at: string;
}

/** `GET /api/forum/posts/{id}`. */
export interface ForumPostDetail extends ForumPostSummary {
  /** Sanitised HTML rendered from the Markdown source: safe to put in the page as is. */
  readonly contentHtml: string;
  /** The Markdown source, for the author's Edit form only; null for everyone else. */
  readonly contentMarkdown: string | null;
  readonly canEdit: boolean;
  /** False when the post is locked (or hidden); the page then shows FORUM_MESSAGES.locked. */
  readonly canComment: boolean;
  /** Why it is hidden, for its author and moderators; else null. */
  readonly hiddenReason: string | null;
  /** The moderation history of the post, newest first: moderators only (empty for others). */
  readonly moderation: readonly ForumModerationNote[];
}

/** `GET /api/forum/posts/{id}/comments`: top-level comments, oldest first, each with its replies. */
export interface ForumCommentView {
  readonly id: string;
  readonly postId: string;
  readonly parentId: string | null;
  /**
   * For the author of an anonymous post commenting on it, the comment is anonymous too (with
   * `isOriginalPoster`), so a reply cannot unmask them.
   */
  readonly author: ForumAuthor & { readonly isOriginalPoster: boolean };
  /** Sanitised HTML. A hidden comment (and its replies) reaches only moderators and its author. */
  readonly contentHtml: string;
  /** The Markdown source for its author's Edit form; null for everyone else. */
  readonly contentMarkdown: string | null;
  readonly createdAt: string;
  readonly editedAt: string | null;
  readonly reactions: ReactionCounts;
  readonly myReactions: readonly ReactionKind[];
  readonly isHidden: boolean;
  readonly canEdit: boolean;
  /** Replies (one level): always empty on a reply. */
  readonly replies: readonly ForumCommentView[];
}

export interface ForumPostPage {
  readonly items: readonly ForumPostSummary[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
}

/** `POST /api/forum/reactions`: the state of the target after the toggle. */
export interface ReactionResult {
  readonly targetType: ReactionTargetType;
  readonly targetId: string;
  readonly reactionType: ReactionKind;
  /** True when the reaction is now on, false when this click took it back. */
  readonly active: boolean;
  readonly reactions: ReactionCounts;
  readonly myReactions: readonly ReactionKind[];
}

/** `PUT|DELETE /api/forum/posts/{id}/saved`. */
export interface SavedPostResult {
  readonly postId: string;
  readonly saved: boolean;
}

/** `POST /api/forum/preview`: the New post page's Preview tab, rendered exactly as the post will be. */
export interface MarkdownPreview {
  readonly html: string;
}

/** `GET /api/forum/stats`: the forums banner. */
export interface CommunityStats {
  /** Registered travellers (accounts not deleted). */
  readonly members: number;
  /** Travellers who wrote at least one visible post or comment. */
  readonly contributors: number;
  readonly posts: number;
  readonly comments: number;
  readonly reactions: number;
  readonly postsThisWeek: number;
  /** Distinct travellers who posted or commented in the last 24 hours. */
  readonly activeToday: number;
  readonly categories: number;
}

/** `GET /api/forum/me/stats`: the signed-in traveller's contribution card and side navigation counts. */
export interface MyContributionStats {
  readonly posts: number;
  readonly comments: number;
  readonly reactionsGiven: number;
  readonly reactionsReceived: number;
  /** Posts + comments + reactions given. */
  readonly contributions: number;
  /** 1 per post, 1 per comment, 1 per `like` received, 2 per `helpful` or `insightful` received. */
  readonly reputation: number;
  readonly rank: {
    /** From CONTRIBUTOR_RANKS. */
    readonly name: string;
    /** 1 = highest reputation among contributors; null before a first contribution. */
    readonly position: number | null;
    readonly next: { readonly name: string; readonly minReputation: number } | null;
  };
  readonly savedPosts: number;
}

/** `GET /api/forum/activity`: the dashboard's community tab, newest first. */
export interface ForumActivityItem {
  readonly kind: 'post' | 'comment';
  readonly postId: string;
  readonly postTitle: string;
  readonly commentId: string | null;
  readonly excerpt: string;
  readonly author: ForumAuthor;
  readonly categoryName: string;
  readonly categorySlug: string;
  readonly createdAt: string;
}

/** What the four feedback forms and a content flag answer (201): the submission is queued as `new`. */
export interface ReportReceipt {
  readonly id: string;
  readonly kind: ReportKind;
  readonly status: ReportStatus;
  readonly receivedAt: string;
}
