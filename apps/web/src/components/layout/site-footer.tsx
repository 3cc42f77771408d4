/** The footer every public page shares, with the links of spec part 1 ("Landing page") and the countries list. */
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Logo } from './logo';

const messages = defineMessages({
  company: { id: 'footer.company', defaultMessage: 'Company' },
  about: { id: 'footer.about', defaultMessage: 'About Us' },
  press: { id: 'footer.press', defaultMessage: 'Press Kit' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact' },
  safety: { id: 'footer.safety', defaultMessage: 'Safety' },
  guidelines: { id: 'footer.guidelines', defaultMessage: 'Safety Guidelines' },
  countries: { id: 'footer.countries', defaultMessage: 'Advice by Country' },
  waitlist: { id: 'footer.waitlist', defaultMessage: 'Join the Waitlist' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of Service' },
});

const FOOTER_GROUPS = [
  {
    heading: messages.company,
    links: [
      { to: '/about', label: messages.about },
      { to: '/about#press', label: messages.press },
      { to: '/feedback', label: messages.contact },
    ],
  },
  {
    heading: messages.safety,
    links: [
      { to: '/how-it-works', label: messages.guidelines },
      { to: '/countries', label: messages.countries },
      { to: '/waitlist', label: messages.waitlist },
    ],
  },
  {
    heading: messages.legal,
    links: [
      { to: '/privacy', label: messages.privacy },
      { to: '/terms', label: messages.terms },
    ],
  },
] as const;

/** Signed-in travellers are past the waitlist: the footer does not invite them to it. */
export function SiteFooter({ signedIn = false }: { readonly signedIn?: boolean }) {
  const intl = useIntl();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="site-footer-brand">
          <Logo />
          <p>
            <FormattedMessage
              id="footer.tagline"
              defaultMessage="A travel safety companion for solo travellers, built for the women who travel alone."
            />
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading.id} aria-label={intl.formatMessage(group.heading)} className="site-footer-group">
            <h2>{intl.formatMessage(group.heading)}</h2>
            <ul>
              {group.links
                .filter((link) => !(signedIn && link.to === '/waitlist'))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <p className="site-footer-legal">
          <FormattedMessage
            id="footer.disclaimer"
            defaultMessage="© {year} SafeTrails. Safety information supports your judgement; it never replaces it. In an emergency, call the local emergency number."
            values={{ year: new Date().getFullYear() }}
          />
        </p>
      </div>
    </footer>
  );
}
