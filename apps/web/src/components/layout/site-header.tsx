/**
 * The sticky top bar: the logo, then whatever navigation the page passes in, then the account
 * control. On a phone the navigation folds behind a menu button, so the bar stays one row high.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LanguageChooser } from './language-chooser';
import { Logo } from './logo';

interface SiteHeaderProps {
  readonly children: ReactNode;
  /** The account control, passed in by the app (layout components do not reach into features). */
  readonly account?: ReactNode;
}

export function SiteHeader({ children, account }: SiteHeaderProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header-inner">
        <Logo />
        <button
          type="button"
          className="site-menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={
            open
              ? intl.formatMessage({ id: 'header.closeMenu', defaultMessage: 'Close menu' })
              : intl.formatMessage({ id: 'header.menu', defaultMessage: 'Menu' })
          }
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        {/* A link followed closes the menu. */}
        <div id={menuId} className="site-menu" data-open={open} onClick={() => setOpen(false)}>
          {children}
          {/* In the menu: on a phone it folds away with the navigation, and the bar stays one row. */}
          <LanguageChooser />
        </div>
        {account}
      </div>
    </header>
  );
}
