import { MyGroupsScreen } from '@/features/my-groups/components/my-groups-screen';
import { PinButton } from '@/features/pins/components/pin-button';
import { ShareLinksButton } from '@/features/share-links/components/share-links-button';
import { TransferBar } from '@/features/transfer/components/transfer-bar';

/** Profile ("Your Personal Snippets"): the member's own snippet groups, with export and import, and each group's share links. */
export default function ProfileRoute() {
  return (
    <div className="ss-page" data-testid="profile-route">
      <TransferBar />
      <MyGroupsScreen
        groupActions={(group) => (
          <>
            <PinButton group={group} />
            <ShareLinksButton groupId={group.id} groupLabel={group.technology.name} />
          </>
        )}
      />
    </div>
  );
}
