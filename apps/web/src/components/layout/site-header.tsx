/** The sticky top bar: the logo, then whatever navigation the page passes in. */
import type { ReactNode } from 'react';
import { Logo } from './logo';

export function SiteHeader({ children }: { readonly children: ReactNode }) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Logo />
        {children}
      </div>
    </header>
  );
}
