/** "3 hours ago" on posts and comments, in the forum's steps (lib/relative-time.ts) and the page's language. */
import { useTimeAgo, type TimeSteps } from '@/i18n/use-time-ago';
import { forumAge, relativeTime } from '../lib/relative-time';

const FORUM_STEPS: TimeSteps = { english: relativeTime, age: forumAge };

export function useForumTimeAgo(): (then: Date | string, now: Date) => string {
  return useTimeAgo(FORUM_STEPS);
}
