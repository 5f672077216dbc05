import { MyGroupsScreen } from '@/features/my-groups/components/my-groups-screen';

/** Profile ("Your Personal Snippets"): the member's own snippet groups. */
export default function ProfileRoute() {
  return (
    <div className="ss-page" data-testid="profile-route">
      <MyGroupsScreen />
    </div>
  );
}
