import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useTagListing } from '@/features/listing/api/get-listing';
import { AddressPagedGroups } from '@/features/listing/components/listed-groups';
import { ListingSortSwitch, pageListSort } from '@/features/listing/components/listing-sort-switch';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { SortMode } from '@/features/listing/lib/listing-query';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/discover/components/discover.css';

/** A tag's page (/tags/<name>): the public groups holding it, most upvoted or newest first, paged (?sort=recent&page=). */
export default function TagRoute() {
  const { name = '' } = useParams();
  const { t } = useTranslation('organise');
  const { params, update } = useListingParams();
  const sort = pageListSort(params.sort);
  const list = useTagListing(name, sort === SortMode.RECENT ? 'recent' : 'popular', params.page);
  // Once the first page is in: set before, the layout's own title (set after its children's effects) would replace it.
  useDocumentTitle(list.isLoading ? undefined : t('tagPage.title', { tag: name }));

  return (
    <div className="ss-page ss-stack" data-testid="tag-page">
      <header className="ss-discover-head">
        <div className="ss-discover-head__text">
          <h2 className="ss-discover-head__title" data-testid="tag-page-title">
            #{name}
          </h2>
          <p className="ss-muted">{t('tagPage.lead', { tag: name })}</p>
        </div>
      </header>
      <ListingSortSwitch value={sort} onChange={(value) => update({ sort: value })} testId="tag-sort" />
      <AddressPagedGroups list={list} title={t('tagPage.groups', { tag: name })} empty={t('tagPage.empty', { tag: name })} />
    </div>
  );
}
