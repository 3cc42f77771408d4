/**
 * The SafeTrails mark and name, linking home. index.html draws the same mark while the app loads
 * (app-shell.unit.spec.ts keeps them alike).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** The name is a brand: the same in every language. */
const BRAND = 'SafeTrails';

export function Logo() {
  const intl = useIntl();
  return (
    <Link
      to="/"
      className="logo"
      aria-label={intl.formatMessage({ id: 'logo.home', defaultMessage: 'SafeTrails home' })}
    >
      <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M32 4 8 13v17c0 15 10.2 26.4 24 30 13.8-3.6 24-15 24-30V13L32 4Z" fill="currentColor" />
        <path
          d="M22 42c4-10 16-6 20-18"
          fill="none"
          stroke="#f4a261"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="1 9"
        />
        <circle cx="42" cy="22" r="5" fill="#f4a261" />
      </svg>
      <span className="logo-name">{BRAND}</span>
    </Link>
  );
}
