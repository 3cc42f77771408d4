/** Where a forum page sits: Forums › category › post. The last item is the current page. */
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page. */
  readonly to?: string;
}

export function Breadcrumb({ items }: { readonly items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav
      className="forum-breadcrumb"
      aria-label={intl.formatMessage({ id: 'forum.breadcrumb', defaultMessage: 'Breadcrumb' })}
    >
      <ol>
        {items.map(({ label, to }, index) => (
          <li key={`${index}-${label}`}>
            {index > 0 && <ChevronRight className="flip-rtl" aria-hidden="true" size={14} />}
            {to ? <Link to={to}>{label}</Link> : <span aria-current="page">{label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
