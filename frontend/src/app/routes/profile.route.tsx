import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { AddToCollectionButton } from '@/features/collections/components/add-to-collection-button';
import { ListingCard } from '@/features/listing/components/listing-card';
import { EditableGroupCard } from '@/features/my-groups/components/editable-group-card';
import { MyGroupsScreen } from '@/features/my-groups/components/my-groups-screen';
import { GroupTeamButton } from '@/features/organisations/components/group-team-button';
import { ProfileSpaces } from '@/features/organisations/components/profile-spaces';
import type { CreateGroupRenderer, EditableGroupRenderer, GroupRenderer } from '@/features/organisations/lib/slots';
import { paths } from '@/lib/paths';
import { PinButton } from '@/features/pins/components/pin-button';
import { ShareLinksButton } from '@/features/share-links/components/share-links-button';
import { TransferBar } from '@/features/transfer/components/transfer-bar';

const CreateGroupDialog = lazyWithAntd(() => import('@/features/my-groups/components/create-group-dialog'));

/** An organisation's group, or one shared with the member: read-only, its card (the rest read on demand). */
const renderGroup: GroupRenderer = (group, isOwn) => <ListingCard group={group} searching={false} isAuthenticated isOwn={isOwn} />;

/** An organisation's group edited by one of its writers: the Profile's card (its visibility chosen in the organisation's view). */
const renderEditableGroup: EditableGroupRenderer = (group, { listKey, canDelete, isOwn }) => (
  <EditableGroupCard group={group} listKey={listKey} manage={{ visibility: false, delete: canDelete, review: isOwn }} />
);

/** Creating a group in an organisation: the Profile's create dialog (loaded when first opened). */
const renderCreateGroup: CreateGroupRenderer = (props) =>
  props.open ? (
    <Suspense fallback={null}>
      <CreateGroupDialog {...props} />
    </Suspense>
  ) : null;

/**
 * Profile ("Your Personal Snippets"): the member's own snippet groups, with export and import, and each group's share
 * links and teams; or, chosen in its switcher, an organisation's groups or those shared with the member.
 */
export default function ProfileRoute() {
  const { t } = useTranslation('organise');
  return (
    <div className="ss-page" data-testid="profile-route">
      <p>
        <Link to={paths.collections} data-testid="my-collections-link">
          {t('collections.yours')}
        </Link>
      </p>
      <ProfileSpaces renderGroup={renderGroup} renderCreateGroup={renderCreateGroup} renderEditableGroup={renderEditableGroup}>
        <TransferBar />
        <MyGroupsScreen
          groupActions={(group) => (
            <>
              <PinButton group={group} />
              <AddToCollectionButton groupId={group.id} />
              <ShareLinksButton groupId={group.id} groupLabel={group.technology.name} />
              <GroupTeamButton group={group} />
            </>
          )}
        />
      </ProfileSpaces>
    </div>
  );
}
