import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { COLLECTION_PAGE_SIZE, useCollection, useCollectionItems } from '@/features/collections/api/collections';
import { CollectionHeader } from '@/features/collections/components/collection-header';
import CollectionOwnerPanel from '@/features/collections/components/collection-owner-panel';
import type { ListingGroup } from '@/features/listing/api/get-listing';
import { AddressPagedGroups } from '@/features/listing/components/listed-groups';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/session';
import { LoadedPage } from './loaded-page';
import '@/features/discover/components/discover.css';

/**
 * A collection's page (/c/<id>): its name, owner and description, then its groups in order as cards (only those the
 * reader may see); its owner also gets the order, removal, visibility and deletion.
 */
export default function CollectionRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('organise');
  const page = useCollection(id);
  const { params } = useListingParams();
  const items = useCollectionItems(id, params.page, !!page.data);
  const { user } = useCurrentUser();
  useDocumentTitle(page.data?.name);
  // The cards of the groups shown, as the listing's lists take them (an owner's unavailable items have none).
  const groups = useMemo(() => items.items.flatMap((item) => (item.group ? [item.group as ListingGroup] : [])), [items.items]);
  const list = {
    key: items.key,
    groups,
    total: items.total,
    exact: true,
    isLoading: items.isLoading,
    isRefreshing: items.isRefreshing,
    error: items.error,
    retry: items.retry,
  };

  return (
    <LoadedPage page={page}>
      {(collection) => (
        <div className="ss-page ss-stack" data-testid="collection-page">
          <CollectionHeader collection={collection} />
          {user?.id === collection.owner.id && (
            <CollectionOwnerPanel collection={collection} items={items.items} offset={(params.page - 1) * COLLECTION_PAGE_SIZE} />
          )}
          <AddressPagedGroups list={list} title={t('collections.itemsTitle')} empty={t('collections.empty')} />
        </div>
      )}
    </LoadedPage>
  );
}
