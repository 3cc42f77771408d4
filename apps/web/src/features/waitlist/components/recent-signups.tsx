/**
 * "Sarah joined 5 minutes ago": the latest sign-ups, first names only. Both landing sections read the
 * same request (the latest four) and show as many as they have room for. If the request fails the
 * spec's placeholder names stand in; an empty list invites the visitor to be first.
 */
import { RECENT_SIGNUPS_FETCHED, RECENT_SIGNUPS_PLACEHOLDER, type RecentSignup } from '@safetrails/contracts';
import { FormattedMessage } from 'react-intl';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { useNow } from '@/lib/use-now';
import { useRecentSignups } from '../api/get-recent-signups';

/** Often enough that "just now" becomes "1 minute ago" on time, rarely enough to cost nothing. */
const RELATIVE_TIME_REFRESH_MS = 15_000;

interface RecentSignupsProps {
  readonly show: number;
  readonly testId: string;
}

export function RecentSignups({ show, testId }: RecentSignupsProps) {
  const { data, isError } = useRecentSignups(RECENT_SIGNUPS_FETCHED);
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const timeAgo = useTimeAgo();
  const ago = (joinedAt: string) => timeAgo(joinedAt, now);
  const signups = data ?? (isError ? placeholderSignups(now) : undefined);

  if (signups === undefined) {
    return (
      <p className="recent-signups recent-signups-empty" data-testid={testId} aria-busy="true">
        <FormattedMessage id="waitlist.recent.loading" defaultMessage="Loading recent sign-ups…" />
      </p>
    );
  }
  if (signups.length === 0) {
    return (
      <p className="recent-signups recent-signups-empty" data-testid={testId}>
        <FormattedMessage id="waitlist.recent.empty" defaultMessage="Be the first to join!" />
      </p>
    );
  }
  return (
    <ul className="recent-signups" data-testid={testId}>
      {signups.slice(0, show).map((signup, index) => (
        <li key={`${signup.joinedAt}-${index}`} className="recent-signup">
          <span className="avatar" aria-hidden="true">
            {signup.firstName.charAt(0).toUpperCase()}
          </span>
          <span>
            <FormattedMessage
              id="waitlist.recent.joined"
              defaultMessage="<b>{name}</b> joined {ago}"
              values={{ name: signup.firstName, ago: ago(signup.joinedAt), b: (chunks) => <strong>{chunks}</strong> }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Placed relative to `now`, so they always read 2, 5, 8 and 12 minutes ago. */
function placeholderSignups(now: Date): RecentSignup[] {
  return RECENT_SIGNUPS_PLACEHOLDER.map(({ firstName, minutesAgo }) => ({
    firstName,
    joinedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  }));
}
