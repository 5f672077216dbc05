import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AddToCollectionButton } from '@/features/collections/components/add-to-collection-button';
import { MyGroupsScreen } from '@/features/my-groups/components/my-groups-screen';
import { paths } from '@/lib/paths';
import { PinButton } from '@/features/pins/components/pin-button';
import { ShareLinksButton } from '@/features/share-links/components/share-links-button';
import { TransferBar } from '@/features/transfer/components/transfer-bar';

/** Profile ("Your Personal Snippets"): the member's own snippet groups, with export and import, and each group's share links. */
export default function ProfileRoute() {
  const { t } = useTranslation('organise');
  return (
    <div className="ss-page" data-testid="profile-route">
      <p>
        <Link to={paths.collections} data-testid="my-collections-link">
          {t('collections.yours')}
        </Link>
      </p>
      <TransferBar />
      <MyGroupsScreen
        groupActions={(group) => (
          <>
            <PinButton group={group} />
            <AddToCollectionButton groupId={group.id} />
            <ShareLinksButton groupId={group.id} groupLabel={group.technology.name} />
          </>
        )}
      />
    </div>
  );
}
