/** The frame of every page except the landing page, which has its own section navigation. */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageLayoutProps {
  readonly account?: ReactNode;
  /** Signed-in travellers are past the waitlist: no call to join it. */
  readonly signedIn?: boolean;
}

export function PageLayout({ account, signedIn = false }: PageLayoutProps) {
  const intl = useIntl();
  return (
    <>
      <SiteHeader account={account}>
        <nav className="site-nav" aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })}>
          <NavLink to="/how-it-works">
            <FormattedMessage id="nav.howItWorks" defaultMessage="How it Works" />
          </NavLink>
          <NavLink to="/about">
            <FormattedMessage id="nav.about" defaultMessage="About" />
          </NavLink>
          {!signedIn && (
            <Link to="/waitlist" className="btn btn-primary btn-small">
              <FormattedMessage id="nav.joinWaitlist" defaultMessage="Join the Waitlist" />
            </Link>
          )}
        </nav>
      </SiteHeader>
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter signedIn={signedIn} />
    </>
  );
}
