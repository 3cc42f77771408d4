/** /privacy: what we collect, why, for how long, and the rights people have over it. */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { UsageCounting } from '@/features/analytics/components/usage-counting';
import { LegalPage } from './legal-page';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function PrivacyRoute() {
  const intl = useIntl();
  return (
    <LegalPage
      title={intl.formatMessage({ id: 'privacy.title', defaultMessage: 'Privacy Policy' })}
      updated="2026-11-25"
      path="/privacy"
    >
      <p>
        <FormattedMessage
          id="privacy.p1"
          defaultMessage={
            'SafeTrails is a travel safety companion. People trust us with information about where they go, so we collect as little as we can, explain what we keep, and never sell personal data. This policy covers the SafeTrails website, the early-access waitlist and the beta app.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading1" defaultMessage={'Who can use SafeTrails'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p2"
          defaultMessage={
            'SafeTrails is not intended for people under 16. We do not knowingly collect data from anyone under 16; if you believe a child has given us personal data, contact us and we will delete it.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading2" defaultMessage={'What the waitlist stores'} />
      </h2>
      <p>
        <FormattedMessage id="privacy.p3" defaultMessage={'When you join the early-access waitlist we store:'} />
      </p>
      <ul>
        <li>
          <FormattedMessage
            id="privacy.li1"
            defaultMessage={'your email address (trimmed and in lower case, so each address joins only once);'}
          />
        </li>
        <li>
          <FormattedMessage id="privacy.li2" defaultMessage={'your name as you typed it;'} />
        </li>
        <li>
          <FormattedMessage
            id="privacy.li3"
            defaultMessage={
              'if you joined from the waitlist page, your company and role, both optional; if you joined from the landing page, whether you ticked “I travel frequently (3+ times a year)”;'
            }
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.li4"
            defaultMessage={'the time you joined, which decides the order in which invitations go out.'}
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="privacy.p4"
          defaultMessage={
            'Your email address is never shown publicly. The landing page shows the first names of the most recent sign-ups and how long ago they joined, and nothing else about them. We use your email to send your beta invitation and news about the launch, and for nothing else.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading3" defaultMessage={'Information from using the app'} />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="privacy.li5"
            defaultMessage={
              '<b>Account:</b> when you sign in with Google or Reddit we receive your name, an identifier from the provider and, from Google, your email address. We never see your password.'
            }
            values={{ b: strong }}
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.li6"
            defaultMessage={
              '<b>What you contribute:</b> ratings, tips, neighbourhood reports, forum posts, comments, feedback and bug reports. Public contributions show your chosen name, or no name if you post anonymously.'
            }
            values={{ b: strong }}
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.li7"
            defaultMessage={
              '<b>Safety profile:</b> the travel preferences you choose to give us. It is optional, private to you, and used only to tailor recommendations.'
            }
            values={{ b: strong }}
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.li8"
            defaultMessage={
              '<b>Location:</b> only if you allow it, to show alerts near you. We use it at the moment you ask and do not keep a history of where you have been.'
            }
            values={{ b: strong }}
          />
        </li>
      </ul>

      <UsageCounting />

      <h2>
        <FormattedMessage id="privacy.heading4" defaultMessage={'Security and abuse prevention'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p5"
          defaultMessage={
            'To stop automated sign-ups and abuse we limit how often a form can be sent and keep a salted one-way hash of the IP address a request came from, never the address itself. Sign-in uses secure, HTTP-only cookies; forms are protected against cross-site request forgery. Data travels encrypted and is stored on servers we control.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading5" defaultMessage={'Cookies and embedded content'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p6"
          defaultMessage={
            "We use only the cookies the service needs to work: a session cookie once you sign in, and a security token for forms. We do not use advertising or cross-site tracking cookies. The demo video on the landing page is embedded in YouTube's privacy-enhanced mode, which does not set cookies until you play the video; when you do, Google's privacy policy applies to that playback."
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading6" defaultMessage={'How long we keep data'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p7"
          defaultMessage={
            'Waitlist entries are kept until the beta launch and your invitation, or until you ask us to remove them. Account data is kept while your account is open. Contributions you delete are removed from public view at once. We keep a record of changes to safety scores so that they can be audited; that record refers to accounts by identifier and contains no email addresses.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading7" defaultMessage={'Sharing'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p8"
          defaultMessage={
            'We do not sell or rent personal data. We share it only with service providers that host and run SafeTrails on our behalf, under contracts that limit their use of it, or when the law requires it.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading8" defaultMessage={'Your rights'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p9"
          defaultMessage={
            'You can ask for a copy of your data, ask us to correct it, or ask us to delete it, including your waitlist entry. You can also object to how we use it or ask us to restrict it. We answer within 30 days. Where the law gives you the right, you may also complain to your data protection authority.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="privacy.heading9" defaultMessage={'Changes and contact'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.p10"
          defaultMessage={
            'If we change this policy in a way that matters, we will say so on this page and, for waitlist members and account holders, by email before the change takes effect. Questions or requests: use our <link>contact page</link>.'
          }
          values={{ link: (chunks) => <Link to="/feedback">{chunks}</Link> }}
        />
      </p>
    </LegalPage>
  );
}
