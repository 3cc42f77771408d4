/** /thank-you?name=&email=: where a new sign-up lands after the landing modal. */
import 'virtual:message-part/account';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { CalendarDays, Gift, Mail, MessageCircle, Share2, Sparkles, Ticket } from 'lucide-react';
import { firstNameOf } from '@safetrails/contracts';
import { shareLink } from '@/lib/share';

const NEXT_STEPS = [
  {
    icon: Mail,
    ...defineMessages({
      title: { id: 'thankYou.inbox', defaultMessage: 'Watch your inbox' },
      text: {
        id: 'thankYou.inbox.text',
        defaultMessage:
          'When your spot opens we email you a personal beta access token. Invitations go out in the order people joined.',
      },
    }),
  },
  {
    icon: Ticket,
    ...defineMessages({
      title: { id: 'thankYou.redeem', defaultMessage: 'Redeem your token' },
      text: {
        id: 'thankYou.redeem.text',
        defaultMessage:
          'Sign in with Google or Reddit and enter the token on the beta verification page to unlock the app.',
      },
    }),
  },
  {
    icon: Share2,
    ...defineMessages({
      title: { id: 'thankYou.friend', defaultMessage: 'Bring a travel friend' },
      text: {
        id: 'thankYou.friend.text',
        defaultMessage: 'Know someone who travels alone? Share SafeTrails so they can join the waitlist too.',
      },
    }),
  },
] as const;

const BENEFITS = [
  { icon: Gift, ...defineMessages({ text: { id: 'thankYou.benefit.free', defaultMessage: '6 months free access' } }) },
  {
    icon: Sparkles,
    ...defineMessages({ text: { id: 'thankYou.benefit.priority', defaultMessage: 'Priority access to new features' } }),
  },
  {
    icon: CalendarDays,
    ...defineMessages({ text: { id: 'thankYou.benefit.events', defaultMessage: 'Invitations to community events' } }),
  },
  {
    icon: MessageCircle,
    ...defineMessages({
      text: { id: 'thankYou.benefit.feedback', defaultMessage: 'A direct feedback channel to our team' },
    }),
  },
] as const;

export function ThankYouRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const firstName = firstNameOf(searchParams.get('name') ?? '');

  const share = async () => {
    const url = window.location.origin;
    try {
      const outcome = await shareLink({
        title: 'SafeTrails',
        text: intl.formatMessage({
          id: 'thankYou.shareText',
          defaultMessage:
            'SafeTrails is a travel safety companion for solo travellers. Join the waitlist for early access:',
        }),
        url,
      });
      if (outcome === 'copied')
        toast.success(intl.formatMessage({ id: 'thankYou.copied', defaultMessage: 'Link copied' }), {
          description: intl.formatMessage({
            id: 'thankYou.copied.text',
            defaultMessage: 'Paste it anywhere to share SafeTrails.',
          }),
        });
    } catch {
      toast.error(intl.formatMessage({ id: 'thankYou.shareFailed', defaultMessage: 'Could not share' }), {
        description: intl.formatMessage(
          { id: 'thankYou.shareFailed.text', defaultMessage: 'Copy this address instead: {url}' },
          { url },
        ),
      });
    }
  };

  return (
    <section className="container thank-you" aria-labelledby="thank-you-title">
      <header className="thank-you-header">
        <p className="eyebrow">
          <FormattedMessage id="thankYou.eyebrow" defaultMessage="You're on the list" />
        </p>
        <h1 id="thank-you-title">
          <FormattedMessage
            id="joinWaitlist.thanks"
            defaultMessage="{name, select, none {Thank you!} other {Thank you, {name}!}}"
            values={{ name: firstName || 'none' }}
          />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="thankYou.lead"
            defaultMessage="Welcome to SafeTrails. You are joining 847+ women who want to explore the world with confidence, with safety insights for 500+ cities."
          />
        </p>
      </header>

      <div className="thank-you-grid">
        <div className="card">
          <h2>
            <FormattedMessage id="thankYou.next" defaultMessage="What happens next" />
          </h2>
          <ol className="next-steps">
            {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
              <li key={title.id}>
                <Icon aria-hidden="true" size={22} className="next-step-icon" />
                <div>
                  <h3>{intl.formatMessage(title)}</h3>
                  <p>{intl.formatMessage(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="card card-accent">
          <h2>
            <FormattedMessage id="thankYou.benefits" defaultMessage="Your early-access benefits" />
          </h2>
          <ul className="benefit-list">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text.id}>
                <Icon aria-hidden="true" size={20} />
                {intl.formatMessage(text)}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary btn-block" onClick={() => void share()}>
            <Share2 aria-hidden="true" size={18} />
            <FormattedMessage id="thankYou.share" defaultMessage="Share SafeTrails" />
          </button>
        </div>
      </div>

      <p className="thank-you-back">
        <Link to="/">
          <FormattedMessage id="common.backHome" defaultMessage="Back to Home" />
        </Link>
      </p>
    </section>
  );
}
