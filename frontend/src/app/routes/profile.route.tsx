import { MyGroupsScreen } from '@/features/my-groups/components/my-groups-screen';
import { TransferBar } from '@/features/transfer/components/transfer-bar';

/** Profile ("Your Personal Snippets"): the member's own snippet groups, with export and import. */
export default function ProfileRoute() {
  return (
    <div className="ss-page" data-testid="profile-route">
      <TransferBar />
      <MyGroupsScreen />
    </div>
  );
}
