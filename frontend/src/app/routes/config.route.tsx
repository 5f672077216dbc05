import { SignInRequired } from '@/components/ui/sign-in-required';
import { AccountSettings } from '@/features/account/components/account-settings';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';
import { CustomTechnologiesPanel } from '@/features/technologies/components/custom-technologies-panel';
import { useAuthStore } from '@/stores/auth.store';

/** Settings: the account (email, username, password, photo, logout), preferences and custom technologies. */
export default function ConfigRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) {
    return (
      <div className="ss-page ss-page--medium ss-stack">
        <SignInRequired />
        <PreferencesCard />
      </div>
    );
  }
  return (
    <div className="ss-page ss-page--medium ss-stack">
      <AccountSettings />
      <PreferencesCard />
      <CustomTechnologiesPanel />
    </div>
  );
}
