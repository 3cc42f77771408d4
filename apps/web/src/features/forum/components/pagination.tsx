/** Previous and next around "Page N of M": real pages of the post list (the spec's was a placeholder). */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

interface PaginationProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const intl = useIntl();
  const last = Math.max(1, totalPages);
  return (
    <nav
      className="forum-pagination"
      aria-label={intl.formatMessage({ id: 'forum.pages.label', defaultMessage: 'Pages' })}
    >
      <button type="button" className="btn btn-ghost btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="flip-rtl" aria-hidden="true" size={16} />
        <FormattedMessage id="forum.pages.previous" defaultMessage="Previous" />
      </button>
      <span className="forum-pagination-status" aria-current="page">
        <FormattedMessage
          id="forum.pages.status"
          defaultMessage="Page {page} of {last}"
          values={{ page: Math.min(page, last), last }}
        />
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="forum.pages.next" defaultMessage="Next" />
        <ChevronRight className="flip-rtl" aria-hidden="true" size={16} />
      </button>
    </nav>
  );
}
