/** /profile/settings: the advanced safety profile of the signed-in user, behind the beta-access guard. */
import '@/i18n/account-english';
import '@/i18n/more-english';
import { useUser } from '@/features/auth/hooks/use-user';
import { SafetyProfileSettings } from '@/features/safety-profile/components/safety-profile-settings';
import '@/styles/profile.css';

export function ProfileSettingsRoute() {
  const { user } = useUser();
  return <SafetyProfileSettings userId={user?.id ?? null} />;
}
