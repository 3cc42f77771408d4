/** What could not be loaded, said in words, with Try again (an alert, so a screen reader says it at once). */
import { FormattedMessage } from 'react-intl';

interface LoadFailureProps {
  readonly message: string;
  readonly onRetry: () => void;
  /** `card load-error` where it stands alone on a page. */
  readonly className?: string;
}

export function LoadFailure({ message, onRetry, className = 'load-error' }: LoadFailureProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-ghost btn-small" onClick={onRetry}>
        <FormattedMessage id="emergency.tryAgain" defaultMessage="Try again" />
      </button>
    </div>
  );
}
