/**
 * The page's first reads, answered before its first render. The server names the reads a page
 * opens with in its head (`<link rel="preload" as="fetch">`, from route-reads.ts), so they download
 * beside the scripts; here each is put into the query cache under its query's own key before React
 * draws, so the first screen is drawn once, with its data (who is signed in, the city, the forum's
 * categories), as the one sliced render main.tsx starts. Without it each answer arriving a moment
 * later redraws the page in a synchronous render of its own: one long task per answer on a slow
 * phone (80 ms here for the dashboard's "who am I" alone, four times that on a phone).
 *
 * The wait is capped: a read still out after FIRST_READS_WAIT_MS leaves the page to draw its
 * loading state as before, and its query takes the answer when it comes (the fetch is shared, never
 * made twice). A read no entry here knows is left to its page.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { destinationQueryOptions } from '@/features/destinations/api/get-destination';
import { featuredDestinationsQueryOptions } from '@/features/destinations/api/get-featured-destinations';
import { forumCategoriesQueryOptions } from '@/features/forum/api/get-categories';
import { forumCategoryQueryOptions } from '@/features/forum/api/get-category';
import { communityStatsQueryOptions } from '@/features/forum/api/get-community-stats';
import { recentSignupsQueryOptions } from '@/features/waitlist/api/get-recent-signups';
import { waitlistStatsQueryOptions } from '@/features/waitlist/api/get-waitlist-stats';

/** Long enough for a read sent with the page to answer, short enough that a slow API never holds the page. */
export const FIRST_READS_WAIT_MS = 800;

interface FirstRead {
  /** The read's address (path and query), as the server names it and the query fetches it. */
  readonly address: RegExp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's data type is its own query's
  readonly options: (parts: readonly string[]) => FetchQueryOptions<any, any, any, any>;
}

/** Every read of route-reads.ts, with the query options of the hook that asks for it. */
export const FIRST_READS: readonly FirstRead[] = [
  { address: /^\/api\/user$/, options: () => userQueryOptions() },
  { address: /^\/api\/waitlist\/stats$/, options: () => waitlistStatsQueryOptions() },
  {
    address: /^\/api\/waitlist\/recent\?limit=(\d{1,3})$/,
    options: ([limit]) => recentSignupsQueryOptions(Number(limit)),
  },
  { address: /^\/api\/forum\/categories$/, options: () => forumCategoriesQueryOptions() },
  { address: /^\/api\/forum\/stats$/, options: () => communityStatsQueryOptions() },
  {
    address: /^\/api\/forum\/categories\/slug\/([\w-]{1,100})$/,
    options: ([slug]) => forumCategoryQueryOptions(slug ?? ''),
  },
  { address: /^\/api\/destinations\/featured$/, options: () => featuredDestinationsQueryOptions() },
  { address: /^\/api\/destinations\/([1-9]\d{0,8})$/, options: ([id]) => destinationQueryOptions(Number(id)) },
];

/** The query options for a read's address, or null for one no entry knows. */
export function firstReadOptions(address: string): FetchQueryOptions | null {
  for (const read of FIRST_READS) {
    const match = read.address.exec(address);
    if (match) return read.options(match.slice(1)) as FetchQueryOptions;
  }
  return null;
}

/** The reads the page's head names (same origin only), as addresses. */
export function namedFirstReads(head: ParentNode = document.head): string[] {
  return [...head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].flatMap((link) => {
    const url = new URL(link.href, window.location.href);
    return url.origin === window.location.origin ? [url.pathname + url.search] : [];
  });
}

/**
 * Starts every named read's query and resolves when all have answered (or failed), or after
 * `waitMs`, whichever is first. Never rejects: a failed read is its page's to show.
 */
export async function answerFirstReads(
  queryClient: QueryClient,
  addresses: readonly string[] = namedFirstReads(),
  waitMs = FIRST_READS_WAIT_MS,
): Promise<void> {
  const reads = addresses.flatMap((address) => {
    const options = firstReadOptions(address);
    // prefetchQuery never throws; a failed read stays in the cache as failed, and its page retries.
    return options ? [queryClient.prefetchQuery(options)] : [];
  });
  if (reads.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(reads),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
