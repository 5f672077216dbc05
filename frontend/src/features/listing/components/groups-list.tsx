import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { NoGroupsCard } from '@/components/group/no-groups-card';
import { Alert } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { paths } from '@/lib/paths';
import { EXACT_TOTAL_LIMIT, PAGE_SIZE, pagerTotal } from '../lib/listing-query';
import type { ListingGroup } from '../api/get-listing';
import { ListingCardSkeleton } from './listing-card-skeleton';
import '../listing.css';

export interface GroupsListProps {
  groups: readonly ListingGroup[];
  total: number;
  /** False past 1,000 matches: shown as "1,000+", and the pager stops at the last page the API serves. */
  totalIsExact: boolean;
  page: number;
  columns: 1 | 2 | 3;
  isLoading: boolean;
  isRefreshing: boolean;
  hasError: boolean;
  /** The active search, shown in the heading. */
  q?: string;
  hasFilters?: boolean;
  onClearFilters?: () => void;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  renderGroup: (group: ListingGroup) => ReactNode;
  /** The heading, when not the Index's ("Public snippets" or the search). */
  title?: string;
  /** What an empty list says, when not the Index's. */
  empty?: ReactNode;
  /** The heading's id, when a page shows two lists (a member's pinned groups above their groups). */
  headingId?: string;
}

/**
 * The public groups in 1, 2 or 3 columns, 12 per page (up to the 84th: the API serves no deeper page);
 * skeletons, errors and the seed's empty state.
 */
export function GroupsList(props: GroupsListProps) {
  const {
    groups,
    total,
    totalIsExact,
    page,
    columns,
    isLoading,
    isRefreshing,
    hasError,
    q = '',
    hasFilters = false,
    onClearFilters = () => undefined,
    onRetry,
    onPageChange,
    renderGroup,
    title,
    headingId = 'ss-groups-title',
    empty,
  } = props;
  const { t } = useTranslation('listing');
  const sectionRef = useRef<HTMLElement>(null);
  const previousPage = useRef(page);
  // The first screen's cards (two rows) render and commit first, the others two rows per task after them: not one
  // long task that builds all twelve cards' DOM at once.
  const rendered = useProgressiveList(groups, columns * 2, columns * 2);

  // A new page starts at the top of the list.
  useEffect(() => {
    if (previousPage.current !== page && sectionRef.current) {
      const top = sectionRef.current.getBoundingClientRect().top;
      if (top < 0) sectionRef.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
    previousPage.current = page;
  }, [page]);

  const grid = (children: ReactNode) => (
    <div className="ss-groups__grid" data-columns={columns} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {children}
    </div>
  );

  let body: ReactNode;
  if (hasError) {
    body = (
      <Alert
        type="error"
        data-testid="groups-error"
        title={t('messages:errors.generic')}
        description={t('groups.loadError')}
        action={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            {t('technologies.retry')}
          </Button>
        }
      />
    );
  } else if (isLoading) {
    body = grid(Array.from({ length: Math.min(PAGE_SIZE, columns * 2) }, (_, index) => <ListingCardSkeleton key={index} />));
  } else if (groups.length === 0 && empty) {
    body = <NoGroupsCard description={empty} />;
  } else if (groups.length === 0 && !hasFilters) {
    // Nothing public at all (a new site): invite the visitor to share the first group.
    body = (
      <NoGroupsCard
        description={
          <>
            <strong>{t('groups.noPublicTitle')}</strong>
            <br />
            <span className="ss-muted">{t('groups.noPublicLead')}</span>
          </>
        }
      >
        <Link to={paths.profile} className="ss-btn ss-btn--primary" data-testid="create-first-group">
          <span className="ss-btn__icon" aria-hidden="true">
            <PlusOutlined />
          </span>
          {t('groups.createFirst')}
        </Link>
      </NoGroupsCard>
    );
  } else if (groups.length === 0) {
    body = (
      <NoGroupsCard>
        {hasFilters && (
          <Button onClick={onClearFilters} data-testid="clear-filters">
            {t('groups.clearFilters')}
          </Button>
        )}
      </NoGroupsCard>
    );
  } else {
    body = grid(rendered.map((group) => renderGroup(group)));
  }

  return (
    <section
      ref={sectionRef}
      className={isRefreshing ? 'ss-groups ss-groups--refreshing' : 'ss-groups'}
      aria-labelledby={headingId}
      aria-busy={isLoading || isRefreshing}
      data-testid="groups-list"
      data-columns={columns}
    >
      <div className="ss-section-head">
        <h2 id={headingId} className="ss-section-title">
          {title ?? (q ? t(q.includes('"') ? 'groups.searchingForQuoted' : 'groups.searchingFor', { q }) : t('groups.title'))}
        </h2>
        {!isLoading && !hasError && (
          <span className="ss-muted" data-testid="groups-total" aria-live="polite">
            {totalIsExact ? t('groups.results', { count: total }) : t('groups.resultsOver', { total: Math.min(total, EXACT_TOTAL_LIMIT) })}
          </span>
        )}
      </div>
      {body}
      {!hasError && total > PAGE_SIZE && (
        <nav aria-label={t('groups.pages')} data-testid="groups-pagination">
          <Pager className="ss-pagination" current={page} pageSize={PAGE_SIZE} total={pagerTotal(total)} onChange={onPageChange} />
        </nav>
      )}
    </section>
  );
}
