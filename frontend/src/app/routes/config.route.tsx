import { AccountSettings } from '@/features/account/components/account-settings';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';
import { CustomTechnologiesPanel } from '@/features/technologies/components/custom-technologies-panel';

/** Settings: the account (email, username, password, photo, logout), preferences, custom technologies and personal API tokens. */
export default function ConfigRoute() {
  return (
    <div className="ss-page ss-page--medium ss-stack">
      <AccountSettings />
      <PreferencesCard />
      <CustomTechnologiesPanel />
      <ApiTokensCard />
    </div>
  );
}
