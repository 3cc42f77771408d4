/** The footer every public page shares, with the links of spec part 1 ("Landing page") and the countries list. */
import { Link } from 'react-router-dom';
import { Logo } from './logo';

const FOOTER_GROUPS = [
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/about#press', label: 'Press Kit' },
      { to: '/feedback', label: 'Contact' },
    ],
  },
  {
    heading: 'Safety',
    links: [
      { to: '/how-it-works', label: 'Safety Guidelines' },
      { to: '/countries', label: 'Advice by Country' },
      { to: '/waitlist', label: 'Join the Waitlist' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

/** Signed-in travellers are past the waitlist: the footer does not invite them to it. */
export function SiteFooter({ signedIn = false }: { readonly signedIn?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="site-footer-brand">
          <Logo />
          <p>A travel safety companion for solo travellers, built for the women who travel alone.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="site-footer-group">
            <h2>{group.heading}</h2>
            <ul>
              {group.links
                .filter((link) => !(signedIn && link.to === '/waitlist'))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <p className="site-footer-legal">
          © {new Date().getFullYear()} SafeTrails. Safety information supports your judgement; it never replaces it. In
          an emergency, call the local emergency number.
        </p>
      </div>
    </footer>
  );
}
