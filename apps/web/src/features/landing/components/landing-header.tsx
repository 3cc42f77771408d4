/** The landing page's top bar: anchors to its sections, the Join Beta button and the account control. */
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';

const SECTIONS = [
  { id: 'how-it-works', label: 'How it Works' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'early-access', label: 'Early Access' },
  { id: 'faq', label: 'FAQ' },
] as const;

interface LandingHeaderProps {
  /** Absent for a signed-in traveller, who is past the waitlist. */
  readonly onJoin?: () => void;
  readonly account: ReactNode;
}

export function LandingHeader({ onJoin, account }: LandingHeaderProps) {
  return (
    <SiteHeader account={account}>
      {/* Plain hash links: the browser scrolls (smoothly, see base.css) and the address is shareable. */}
      <nav className="site-nav landing-nav" aria-label="Sections">
        {SECTIONS.map((section) => (
          <a key={section.id} href={`#${section.id}`}>
            {section.label}
          </a>
        ))}
      </nav>
      {onJoin && (
        <button type="button" className="btn btn-primary btn-small" onClick={onJoin} data-testid="join-waitlist-header">
          Join Beta
        </button>
      )}
    </SiteHeader>
  );
}
