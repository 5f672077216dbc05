import { ProfileScreen } from '@/features/snippet-groups/components/profile-screen';

/** Profile ("Your Personal Snippets"): the member's own snippet groups. */
export default function ProfileRoute() {
  return (
    <div className="ss-page" data-testid="profile-route">
      <ProfileScreen />
    </div>
  );
}
