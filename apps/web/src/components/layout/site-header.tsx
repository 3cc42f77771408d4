/** The sticky top bar: the logo, then whatever navigation the page passes in, then the account control. */
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface SiteHeaderProps {
  readonly children: ReactNode;
  /** The account control, passed in by the app (layout components do not reach into features). */
  readonly account?: ReactNode;
}

export function SiteHeader({ children, account }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Logo />
        {children}
        {account}
      </div>
    </header>
  );
}
