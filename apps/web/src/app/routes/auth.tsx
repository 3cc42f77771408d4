/**
 * /auth, the sign-in screen of spec part 1: the welcome, the sign-in card, the development sign-in
 * when the server allows it, and a side panel of benefits. A signed-in visitor goes straight on.
 */
import 'virtual:message-part/account';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { BellRing, Quote, ShieldCheck, UsersRound } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { DevelopmentSignIn } from '@/features/auth/components/development-sign-in';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { useUser } from '@/features/auth/hooks/use-user';
import { isOtherApp, useReturnTo } from '@/lib/return-to';
import '@/styles/auth.css';

const BENEFITS = [
  {
    icon: ShieldCheck,
    ...defineMessages({
      title: { id: 'auth.benefit.insights', defaultMessage: 'Safety insights for 500+ cities' },
      text: {
        id: 'auth.benefit.insights.text',
        defaultMessage:
          'Safety scores and neighbourhood ratings built from data and from travellers who have been there.',
      },
    }),
  },
  {
    icon: BellRing,
    ...defineMessages({
      title: { id: 'auth.benefit.alerts', defaultMessage: 'Real-time safety alerts' },
      text: {
        id: 'auth.benefit.alerts.text',
        defaultMessage: 'Hear about incidents, strikes and severe weather around your destination as they happen.',
      },
    }),
  },
  {
    icon: UsersRound,
    ...defineMessages({
      title: { id: 'auth.benefit.community', defaultMessage: 'A community that has your back' },
      text: {
        id: 'auth.benefit.community.text',
        defaultMessage: 'Tips and reports from solo travellers, especially the women who travel alone.',
      },
    }),
  },
] as const;

export function AuthRoute() {
  const intl = useIntl();
  const { user, isLoading } = useUser();
  const returnTo = useReturnTo();

  if (isLoading) return <Spinner />;
  if (user && isOtherApp(returnTo)) {
    window.location.replace(returnTo);
    return <Spinner />;
  }
  if (user) return <Navigate to={returnTo} replace />;

  return (
    <div className="container auth-page">
      <section className="auth-main" aria-labelledby="auth-title">
        <header className="auth-intro">
          <h1 id="auth-title">
            <FormattedMessage id="auth.title" defaultMessage="Welcome to SafeTrails" />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="auth.lead"
              defaultMessage="Your travel safety companion for exploring the world alone, with confidence."
            />
          </p>
        </header>
        <SignInCard />
        <DevelopmentSignIn />
      </section>

      <aside className="auth-aside" aria-labelledby="auth-aside-title">
        <h2 id="auth-aside-title">
          <FormattedMessage id="auth.why" defaultMessage="Why travellers sign in" />
        </h2>
        <ul className="auth-benefits">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title.id}>
              <span className="auth-benefit-icon">
                <Icon aria-hidden="true" size={22} />
              </span>
              <div>
                <h3>{intl.formatMessage(title)}</h3>
                <p>{intl.formatMessage(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <figure className="auth-quote">
          <Quote aria-hidden="true" size={28} />
          <blockquote>
            <p>
              <FormattedMessage
                id="auth.promise"
                defaultMessage="Travel with confidence. The world is yours to explore, and you never have to explore it unprepared."
              />
            </p>
          </blockquote>
          <figcaption>
            <FormattedMessage id="auth.promise.by" defaultMessage="The SafeTrails promise" />
          </figcaption>
        </figure>
      </aside>
    </div>
  );
}
