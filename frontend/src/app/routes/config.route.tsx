import { AccountSettings } from '@/features/account/components/account-settings';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';
import { CustomTechnologiesPanel } from '@/features/technologies/components/custom-technologies-panel';

/** Settings: the account (email, username, password, photo, logout), preferences and custom technologies. */
export default function ConfigRoute() {
  return (
    <div className="ss-page ss-page--medium ss-stack">
      <AccountSettings />
      <PreferencesCard />
      <CustomTechnologiesPanel />
    </div>
  );
}
