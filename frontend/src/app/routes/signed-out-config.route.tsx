import { SignInRequired } from '@/components/ui/sign-in-required';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';

/** Settings for signed-out visitors: the sign-in prompt, and the preferences, which need no account. */
export default function SignedOutConfigRoute() {
  return (
    <div className="ss-page ss-page--medium ss-stack">
      <SignInRequired />
      <PreferencesCard />
    </div>
  );
}
