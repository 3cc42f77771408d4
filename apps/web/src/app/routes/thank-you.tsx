/** /thank-you?name=&email=: where a new sign-up lands after the landing modal. */
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { CalendarDays, Gift, Mail, MessageCircle, Share2, Sparkles, Ticket } from 'lucide-react';
import { firstNameOf } from '@safetrails/contracts';
import { shareLink } from '@/lib/share';

const NEXT_STEPS = [
  {
    icon: Mail,
    title: 'Watch your inbox',
    text: 'When your spot opens we email you a personal beta access token. Invitations go out in the order people joined.',
  },
  {
    icon: Ticket,
    title: 'Redeem your token',
    text: 'Sign in with Google or Reddit and enter the token on the beta verification page to unlock the app.',
  },
  {
    icon: Share2,
    title: 'Bring a travel friend',
    text: 'Know someone who travels alone? Share SafeTrails so they can join the waitlist too.',
  },
] as const;

const BENEFITS = [
  { icon: Gift, text: '6 months free access' },
  { icon: Sparkles, text: 'Priority access to new features' },
  { icon: CalendarDays, text: 'Invitations to community events' },
  { icon: MessageCircle, text: 'A direct feedback channel to our team' },
] as const;

export function ThankYouRoute() {
  const [searchParams] = useSearchParams();
  const firstName = firstNameOf(searchParams.get('name') ?? '');

  const share = async () => {
    const url = window.location.origin;
    try {
      const outcome = await shareLink({
        title: 'SafeTrails',
        text: 'SafeTrails is a travel safety companion for solo travellers. Join the waitlist for early access:',
        url,
      });
      if (outcome === 'copied') toast.success('Link copied', { description: 'Paste it anywhere to share SafeTrails.' });
    } catch {
      toast.error('Could not share', { description: `Copy this address instead: ${url}` });
    }
  };

  return (
    <section className="container thank-you" aria-labelledby="thank-you-title">
      <header className="thank-you-header">
        <p className="eyebrow">You&apos;re on the list</p>
        <h1 id="thank-you-title">{firstName ? `Thank you, ${firstName}!` : 'Thank you!'}</h1>
        <p className="lead">
          Welcome to SafeTrails. You are joining 847+ women who want to explore the world with confidence, with safety
          insights for 500+ cities.
        </p>
      </header>

      <div className="thank-you-grid">
        <div className="card">
          <h2>What happens next</h2>
          <ol className="next-steps">
            {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon aria-hidden="true" size={22} className="next-step-icon" />
                <div>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="card card-accent">
          <h2>Your early-access benefits</h2>
          <ul className="benefit-list">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" size={20} />
                {text}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary btn-block" onClick={() => void share()}>
            <Share2 aria-hidden="true" size={18} /> Share SafeTrails
          </button>
        </div>
      </div>

      <p className="thank-you-back">
        <Link to="/">Back to Home</Link>
      </p>
    </section>
  );
}
