import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedWithMe } from '../api/organisations';
import type { GroupRenderer } from '../lib/slots';
import { TeamGroupsPage } from './team-groups-page';

/** Profile, "Shared with me": the private groups other members shared with the member, read-only, newest first. */
export default function SharedWithMe({ renderGroup }: { renderGroup: GroupRenderer }) {
  const { t } = useTranslation('teams');
  const [page, setPage] = useState(1);
  const shared = useSharedWithMe(page);

  return (
    <section className="ss-stack" aria-labelledby="ss-shared-with-me-title" data-testid="shared-with-me">
      <header>
        <h2 id="ss-shared-with-me-title" className="ss-teams-head__title">
          {t('shared.title')}
        </h2>
        <p className="ss-muted">{t('shared.lead')}</p>
      </header>
      <TeamGroupsPage
        groups={shared}
        page={page}
        onPageChange={setPage}
        empty={<Empty description={<span data-testid="shared-with-me-empty">{t('shared.empty')}</span>} />}
        testId="shared-with-me-groups"
      >
        {(group) => (
          <div key={group.id} className="ss-teams-group" data-testid="shared-with-me-group">
            {renderGroup(group, false)}
          </div>
        )}
      </TeamGroupsPage>
    </section>
  );
}
