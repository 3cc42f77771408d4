/** A read that failed, in the spec's words (e.g. "Error fetching posts: Could not load ..."), with a retry. */
import { RotateCcw } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

interface ForumLoadErrorProps {
  readonly title: string;
  readonly message: string;
  readonly onRetry: () => void;
}

export function ForumLoadError({ title, message, onRetry }: ForumLoadErrorProps) {
  return (
    <div className="load-error forum-load-error" role="alert">
      <p>
        <FormattedMessage
          id="forum.loadError"
          defaultMessage="<b>{title}:</b> {message}"
          values={{ title, message, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <button type="button" className="btn btn-ghost btn-small" onClick={onRetry}>
        <RotateCcw aria-hidden="true" size={16} />
        <FormattedMessage id="forum.tryAgain" defaultMessage="Try again" />
      </button>
    </div>
  );
}
