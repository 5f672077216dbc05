import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useTagListing } from '@/features/listing/api/get-listing';
import { ListedGroups } from '@/features/listing/components/listed-groups';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { SortMode } from '@/features/listing/lib/listing-query';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/discover/components/discover.css';

/** A tag's page (/tags/<name>): the public groups holding it, most upvoted or newest first, paged (?sort=recent&page=). */
export default function TagRoute() {
  const { name = '' } = useParams();
  const { t } = useTranslation('organise');
  const { t: tDiscover } = useTranslation('discover');
  const { params, update } = useListingParams();
  const sort = params.sort === SortMode.RECENT ? SortMode.RECENT : SortMode.POPULARITY;
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
      <Segmented<SortMode>
        value={sort}
        onChange={(value) => update({ sort: value })}
        options={[
          { value: SortMode.POPULARITY, label: tDiscover('sort.popular') },
          { value: SortMode.RECENT, label: tDiscover('sort.recent') },
        ]}
        aria-label={tDiscover('sort.label')}
        data-testid="tag-sort"
      />
      <ListedGroups
        list={list}
        page={params.page}
        onPageChange={(next) => update({ page: next })}
        title={t('tagPage.groups', { tag: name })}
        empty={t('tagPage.empty', { tag: name })}
      />
    </div>
  );
}
