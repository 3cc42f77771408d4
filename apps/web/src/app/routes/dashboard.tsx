/**
 * /dashboard, the post-login home (spec part 1). For now only the welcome line; the destinations,
 * tabs and cards arrive with the next release. Public, as in the route table.
 */
import { Link } from 'react-router-dom';
import { Compass, KeyRound, LogIn } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/hooks/use-user';

export function DashboardRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner />;

  return (
    <section className="container container-narrow centered-page" aria-labelledby="dashboard-title">
      <Compass className="centered-page-icon" aria-hidden="true" size={48} />
      <p className="eyebrow">Dashboard</p>
      <h1 id="dashboard-title">Welcome, {user?.name || 'Traveler'}</h1>
      <p className="lead">
        Your destinations, safety ratings, tips and neighbourhood reports arrive on this dashboard with the next
        release.
      </p>
      {!user && (
        <div className="button-row">
          <Link to="/auth" className="btn btn-primary">
            <LogIn aria-hidden="true" size={18} /> Sign in
          </Link>
        </div>
      )}
      {user && !user.betaAccess && (
        <div className="button-row">
          <Link to="/verify-beta" className="btn btn-primary">
            <KeyRound aria-hidden="true" size={18} /> Verify your beta access
          </Link>
        </div>
      )}
    </section>
  );
}
