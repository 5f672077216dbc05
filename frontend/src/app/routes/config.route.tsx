import { AccountSettings } from '@/features/account/components/account-settings';
import { ApiTokensCard } from '@/features/api-tokens/components/api-tokens-card';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';
import { CustomTechnologiesPanel } from '@/features/technologies/components/custom-technologies-panel';
import { useProgressiveList } from '@/hooks/use-progressive-list';

/** The Settings' cards, in reading order. */
const SECTIONS = [
  ['account', AccountSettings],
  ['preferences', PreferencesCard],
  ['technologies', CustomTechnologiesPanel],
  ['tokens', ApiTokensCard],
] as const;

/**
 * Settings: the account (email, username, password, photo, logout), preferences, custom technologies and personal API
 * tokens. The account card renders first and each other card in a task of its own (useProgressiveList): rendering
 * and laying out antd's forms of all four at once was one long task (Lighthouse's total blocking time, issue 16).
 */
export default function ConfigRoute() {
  const sections = useProgressiveList(SECTIONS, 1, 1);
  return (
    <div className="ss-page ss-page--medium ss-stack ss-config-page">
      {sections.map(([key, Section]) => (
        <Section key={key} />
      ))}
    </div>
  );
}
