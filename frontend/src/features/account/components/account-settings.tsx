import { useAuthProvider, useCurrentUser, useSession } from '@/lib/session';
import '../account.css';
import { AccountOverviewCard } from './account-overview-card';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { ChangeUsernameCard } from './change-username-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { StorageCard } from './storage-card';

/**
 * The account part of the Config screen: who is signed in, then email, username and password (and, for built-in
 * accounts, log out everywhere), then the storage used.
 */
export function AccountSettings() {
  const { user } = useCurrentUser();
  const { signOut } = useSession();
  const provider = useAuthProvider();
  return (
    <section className="ss-stack" data-testid="account-settings">
      <AccountOverviewCard user={user} onLogout={() => void signOut()} />
      {user && (
        <div className="ss-account-forms">
          <ChangeUsernameCard currentUsername={user.username} />
          <ChangeEmailCard currentEmail={user.email} />
          <ChangePasswordCard accountEmail={user.email} />
          {provider === 'builtin' && <SessionsCard />}
          {provider === 'builtin' && <PasskeysCard />}
          <StorageCard />
        </div>
      )}
    </section>
  );
}
