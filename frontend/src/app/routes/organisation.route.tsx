import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ListingGroup } from '@/features/listing/api/get-listing';
import { AddressPagedGroups } from '@/features/listing/components/listed-groups';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { PAGE_SIZE } from '@/features/listing/lib/listing-query';
import { usePublicOrganisation, usePublicOrganisationGroups } from '@/features/organisations/api/organisations';
import { OrganisationHeader } from '@/features/organisations/components/organisation-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadedPage } from './loaded-page';

/** An organisation's page (/o/<slug>): its name, description and shown members, then its public groups, newest first. */
export default function OrganisationRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('teams');
  const page = usePublicOrganisation(slug);
  const { params } = useListingParams();
  const groups = usePublicOrganisationGroups(slug, params.page, PAGE_SIZE, !!page.data);
  useDocumentTitle(page.data?.name);
  const cards = useMemo<ListingGroup[]>(() => groups.data ?? [], [groups.data]);
  // The server answers a page without its total: one more than shown while the page is full, so the pager goes on.
  const total = (params.page - 1) * PAGE_SIZE + cards.length + (cards.length >= PAGE_SIZE ? 1 : 0);
  const list = {
    key: ['organisation-groups', slug, params.page] as const,
    groups: cards,
    total,
    exact: cards.length < PAGE_SIZE,
    isLoading: groups.isLoading,
    isRefreshing: false,
    error: groups.error,
    retry: groups.retry,
  };

  return (
    <LoadedPage page={page}>
      {(organisation) => (
        <div className="ss-page ss-stack" data-testid="organisation-page">
          <OrganisationHeader organisation={organisation} />
          <AddressPagedGroups
            list={list}
            title={t('page.groups', { name: organisation.name })}
            empty={t('page.empty', { name: organisation.name })}
          />
        </div>
      )}
    </LoadedPage>
  );
}
