/** The landing page's top bar: anchors to its sections, the Join Beta button and the account control. */
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { SiteHeader } from '@/components/layout/site-header';

const messages = defineMessages({
  howItWorks: { id: 'landing.nav.howItWorks', defaultMessage: 'How it Works' },
  benefits: { id: 'landing.nav.benefits', defaultMessage: 'Benefits' },
  earlyAccess: { id: 'landing.nav.earlyAccess', defaultMessage: 'Early Access' },
  faq: { id: 'landing.nav.faq', defaultMessage: 'FAQ' },
  sections: { id: 'landing.nav.sections', defaultMessage: 'Sections' },
});

const SECTIONS = [
  { id: 'how-it-works', label: messages.howItWorks },
  { id: 'benefits', label: messages.benefits },
  { id: 'early-access', label: messages.earlyAccess },
  { id: 'faq', label: messages.faq },
] as const;

interface LandingHeaderProps {
  /** Absent for a signed-in traveller, who is past the waitlist. */
  readonly onJoin?: () => void;
  readonly account: ReactNode;
}

export function LandingHeader({ onJoin, account }: LandingHeaderProps) {
  const intl = useIntl();
  return (
    <SiteHeader account={account}>
      {/* Plain hash links: the browser scrolls (smoothly, see base.css) and the address is shareable. */}
      <nav className="site-nav landing-nav" aria-label={intl.formatMessage(messages.sections)}>
        {SECTIONS.map((section) => (
          <a key={section.id} href={`#${section.id}`}>
            {intl.formatMessage(section.label)}
          </a>
        ))}
      </nav>
      {onJoin && (
        <button type="button" className="btn btn-primary btn-small" onClick={onJoin} data-testid="join-waitlist-header">
          <FormattedMessage id="landing.joinBeta" defaultMessage="Join Beta" />
        </button>
      )}
    </SiteHeader>
  );
}
