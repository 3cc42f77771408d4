/** /terms: the rules of using SafeTrails during early access and the beta. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';

export function TermsRoute() {
  const intl = useIntl();
  return (
    <LegalPage
      title={intl.formatMessage({ id: 'terms.title', defaultMessage: 'Terms of Service' })}
      updated="2026-11-21"
      path="/terms"
    >
      <p>
        <FormattedMessage
          id="terms.p1"
          defaultMessage={
            'These terms apply when you use the SafeTrails website, join the early-access waitlist or use the beta app. By using SafeTrails you agree to them. If you do not agree, please do not use the service.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading1" defaultMessage={'1. Safety information is guidance, not a guarantee'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p2"
          defaultMessage={
            'Safety scores, neighbourhood ratings, alerts and recommendations combine public data with reports from other travellers. They can be incomplete, out of date or wrong, and conditions can change quickly. Use them to inform your own judgement, not to replace it. SafeTrails is not an emergency service: in an emergency, contact local emergency services.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading2" defaultMessage={'2. Who may use SafeTrails'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p3"
          defaultMessage={
            'You must be at least 16 years old. You are responsible for what happens under your account, so keep access to your Google or Reddit sign-in secure.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading3" defaultMessage={'3. The waitlist and early access'} />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="terms.li1"
            defaultMessage={'One waitlist entry per email address. Give a name and email address that are yours.'}
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li2"
            defaultMessage={
              'Invitations go out in the order people joined. The first 1,000 people on the waitlist receive six months of SafeTrails free (a $120 value), priority access to new features and 24/7 support, starting when they redeem their invitation.'
            }
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li3"
            defaultMessage={
              'Beta access tokens are personal and may not be sold or transferred. We may withdraw a token that was shared publicly or obtained by abuse, such as automated or bulk sign-ups.'
            }
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li4"
            defaultMessage={
              'The beta is a test version: features may change, pause or be removed, and we may end the beta when the full service launches.'
            }
          />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="terms.heading4" defaultMessage={'4. Your contributions'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p4"
          defaultMessage={
            'You keep ownership of the ratings, tips, reports, posts and comments you contribute. You give SafeTrails a worldwide, non-exclusive, royalty-free licence to host, display, adapt and use them to run and improve the service, including in safety scores. This licence ends when you delete a contribution, except where it has already been combined into scores or shared by others.'
          }
        />
      </p>
      <p>
        <FormattedMessage id="terms.p5" defaultMessage={'When you contribute, you agree to:'} />
      </p>
      <ul>
        <li>
          <FormattedMessage
            id="terms.li5"
            defaultMessage={'share honest, first-hand information and say when you are unsure;'}
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li6"
            defaultMessage={'be respectful: no harassment, hate, threats or discrimination;'}
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li7"
            defaultMessage={
              'respect privacy: no personal details, photos or locations of other people without their consent;'
            }
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li8"
            defaultMessage={'not post spam, advertising, or content that is illegal or infringes the rights of others;'}
          />
        </li>
        <li>
          <FormattedMessage
            id="terms.li9"
            defaultMessage={'not try to manipulate scores, for example with several accounts or coordinated ratings.'}
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="terms.p6"
          defaultMessage={
            'Moderators may edit, hide or remove contributions that break these rules, and may suspend accounts that break them repeatedly. Every moderation action is recorded with its reason.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading5" defaultMessage={'5. Acceptable use'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p7"
          defaultMessage={
            'Do not disrupt or overload the service, get around rate limits or security measures, scrape it in bulk, or use it to track or harm another person.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading6" defaultMessage={'6. Our content'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p8"
          defaultMessage={
            'The SafeTrails name, logo, design and software, and the safety scores as we compile them, belong to SafeTrails. You may share links and reasonable quotes with credit.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading7" defaultMessage={'7. Liability'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p9"
          defaultMessage={
            'SafeTrails is provided “as is” during early access and the beta. To the extent the law allows, we are not liable for loss or harm resulting from decisions made using information in the service, or from content contributed by other users. Nothing in these terms limits liability that cannot be limited by law.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading8" defaultMessage={'8. Ending your use'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p10"
          defaultMessage={
            'You can stop using SafeTrails and ask us to delete your account or waitlist entry at any time. We may suspend or end access for anyone who seriously or repeatedly breaks these terms.'
          }
        />
      </p>

      <h2>
        <FormattedMessage id="terms.heading9" defaultMessage={'9. Changes and contact'} />
      </h2>
      <p>
        <FormattedMessage
          id="terms.p11"
          defaultMessage={
            'We may update these terms as the service grows. If a change matters, we will tell waitlist members and account holders by email before it takes effect. How we handle personal data is described in our <link>Privacy Policy</link>. Questions: use our <link2>contact page</link2>.'
          }
          values={{
            link: (chunks) => <Link to="/privacy">{chunks}</Link>,
            link2: (chunks) => <Link to="/feedback">{chunks}</Link>,
          }}
        />
      </p>
    </LegalPage>
  );
}
