import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { TEAM_PAGE_SIZE, useSharedWithMe } from '../api/organisations';
import type { GroupRenderer } from '../lib/slots';
import { PageTurner } from './page-turner';

/** Profile, "Shared with me": the private groups other members shared with the member, read-only, newest first. */
export default function SharedWithMe({ renderGroup }: { renderGroup: GroupRenderer }) {
  const { t } = useTranslation('teams');
  const [page, setPage] = useState(1);
  const shared = useSharedWithMe(page);

  let content;
  if (shared.error && !shared.data) content = <LoadError onRetry={shared.retry} />;
  else if (!shared.data) content = <Skeleton active />;
  else if (shared.data.length === 0 && page === 1)
    content = <Empty description={<span data-testid="shared-with-me-empty">{t('shared.empty')}</span>} />;
  else
    content = (
      <div className="ss-teams-groups" data-testid="shared-with-me-groups">
        {shared.data.map((group) => (
          <div key={group.id} className="ss-teams-group" data-testid="shared-with-me-group">
            {renderGroup(group, false)}
          </div>
        ))}
      </div>
    );

  return (
    <section className="ss-stack" aria-labelledby="ss-shared-with-me-title" data-testid="shared-with-me">
      <header>
        <h2 id="ss-shared-with-me-title" className="ss-teams-head__title">
          {t('shared.title')}
        </h2>
        <p className="ss-muted">{t('shared.lead')}</p>
      </header>
      {content}
      <PageTurner page={page} full={(shared.data?.length ?? 0) >= TEAM_PAGE_SIZE} onChange={setPage} />
    </section>
  );
}
