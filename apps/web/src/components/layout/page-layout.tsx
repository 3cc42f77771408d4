/** The frame of every page except the landing page, which has its own section navigation. */
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageLayoutProps {
  readonly account?: ReactNode;
  /** Signed-in travellers are past the waitlist: no call to join it. */
  readonly signedIn?: boolean;
}

export function PageLayout({ account, signedIn = false }: PageLayoutProps) {
  return (
    <>
      <SiteHeader account={account}>
        <nav className="site-nav" aria-label="Main">
          <NavLink to="/how-it-works">How it Works</NavLink>
          <NavLink to="/about">About</NavLink>
          {!signedIn && (
            <Link to="/waitlist" className="btn btn-primary btn-small">
              Join the Waitlist
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
