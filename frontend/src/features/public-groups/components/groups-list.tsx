import { Card, Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../hooks/use-browse-params';
import type { PublicGroupSummary } from '../hooks/use-public-groups';

interface GroupsListProps {
  groups: PublicGroupSummary[];
  total: number;
  page: number;
  columns: 1 | 2 | 3;
  onPageChange: (page: number) => void;
}

/** The public groups in 1, 2 or 3 columns, 12 per page; the seed's empty state when the filter matches nothing. */
export function GroupsList({ groups, total, page, columns, onPageChange }: GroupsListProps) {
  const { t } = useTranslation('browse');
  return (
    <section className="ss-groups" aria-labelledby="ss-groups-title" data-testid="groups-list" data-columns={columns}>
      <div className="ss-section-head">
        <h2 id="ss-groups-title" className="ss-section-title">
          {t('groups.title')}
        </h2>
        <span className="ss-muted">{t('groups.results', { count: total })}</span>
      </div>
      {groups.length === 0 ? (
        <Card className="ss-empty-card">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={<span data-testid="groups-empty">{t('messages:empty.noGroups')}</span>}
          />
        </Card>
      ) : (
        <div className="ss-groups__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {groups.map((group) => (
            <Card key={group.id} />
          ))}
        </div>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="ss-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPageChange}
          align="center"
        />
      )}
    </section>
  );
}
