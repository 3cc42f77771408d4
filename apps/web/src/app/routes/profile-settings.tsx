/** /profile/settings: the advanced safety profile of the signed-in user, behind the beta-access guard. */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { useUser } from '@/features/auth/hooks/use-user';
import { SafetyProfileSettings } from '@/features/safety-profile/components/safety-profile-settings';
import '@/styles/profile.css';

export function ProfileSettingsRoute() {
  const { user } = useUser();
  return <SafetyProfileSettings userId={user?.id ?? null} />;
}
