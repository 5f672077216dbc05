import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useTechnologyPage } from '@/features/discover/api/technologies';
import { TechnologyHeader } from '@/features/discover/components/technology-header';
import { useListing } from '@/features/listing/api/get-listing';
import { AddressPagedGroups } from '@/features/listing/components/listed-groups';
import { ListingSortSwitch, pageListSort } from '@/features/listing/components/listing-sort-switch';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadedPage } from './loaded-page';

/** A technology's page (/t/<slug>): what it is, then its most upvoted or newest public groups, paged (?sort=recent&page=). */
export default function TechnologyRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('discover');
  const page = useTechnologyPage(slug);
  const { params, update } = useListingParams();
  const sort = pageListSort(params.sort);
  const list = useListing({ q: '', sort, techID: page.technology?.id ?? null, page: params.page }, !!page.technology);
  useDocumentTitle(page.technology ? t('technology.title', { name: page.technology.name }) : undefined);

  return (
    <LoadedPage page={{ ...page, data: page.technology }}>
      {(technology) => (
        <div className="ss-page ss-stack" data-testid="technology-page">
          <TechnologyHeader technology={technology} />
          <ListingSortSwitch value={sort} onChange={(value) => update({ sort: value })} testId="technology-sort" />
          <AddressPagedGroups
            list={list}
            title={t('technology.groups', { name: technology.name })}
            empty={t('technology.empty', { name: technology.name })}
          />
        </div>
      )}
    </LoadedPage>
  );
}
