/** Previous and next around "Page N of M": real pages of the post list (the spec's was a placeholder). */
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className="forum-pagination" aria-label="Pages">
      <button type="button" className="btn btn-ghost btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" size={16} /> Previous
      </button>
      <span className="forum-pagination-status" aria-current="page">
        Page {Math.min(page, last)} of {last}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden="true" size={16} />
      </button>
    </nav>
  );
}
