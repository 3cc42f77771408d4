/** The header's alerts bell, for signed-in travellers only (the unviewed count needs an account). */
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { useUser } from '@/features/auth/hooks/use-user';

export function HeaderAlertsBell() {
  const { user } = useUser();
  return user ? <AlertsBell /> : null;
}
