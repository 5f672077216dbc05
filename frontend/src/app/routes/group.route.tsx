import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { withNamespace } from '@/lib/i18n';
import { GroupTags, useGroupTitle } from '@/components/group/group-summary';
import { GroupCollections } from '@/features/collections/components/group-collections';
import { useForkTargets } from '@/features/listing/api/fork-targets';
import { useGroupPage } from '@/features/listing/api/get-group';
import { ListingCard } from '@/features/listing/components/listing-card';
import { useGroupInteractions } from '@/features/listing/hooks/use-group-interactions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { memberPath, technologyPath } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { LoadedPage } from './loaded-page';
import '@/features/discover/components/discover.css';

/** The comments under a public group (antd's controls): loaded with the page's group, out of the first load. */
const CommentsPanel = lazyWithAntd(() => withNamespace('comments', import('@/features/comments/components/comments-panel')));

/** A group's own page (/g/<id>): its title and description, dates, then the whole group with upvote, report and copy, then its comments. */
export default function GroupRoute() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('discover');
  const page = useGroupPage(id);
  const { toggleUpvote, reportGroup, forkGroup, isAuthenticated } = useGroupInteractions(page.key);
  const { user } = useCurrentUser();
  // Where a fork may go besides the member's own groups: the organisations they write in.
  const forkTargets = useForkTargets();
  const title = useGroupTitle(page.group);
  useDocumentTitle(title);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <LoadedPage page={{ ...page, data: page.group }}>
      {(group) => (
        <div className="ss-page ss-stack ss-group-page" data-testid="group-page">
          <header className="ss-discover-head">
            <div className="ss-discover-head__text">
              <h2 className="ss-discover-head__title" data-testid="group-page-title">
                {title}
              </h2>
              {group.description && (
                <p className="ss-discover-head__description" data-testid="group-page-description">
                  {group.description}
                </p>
              )}
              <GroupTags tags={group.tags} />
              <p className="ss-muted ss-discover-head__meta">
                {group.technology.isCustom ? (
                  group.technology.name
                ) : (
                  <Link to={technologyPath(group.technology.slug)}>{group.technology.name}</Link>
                )}
                <span aria-hidden="true"> · </span>
                {t('group.by')} <Link to={memberPath(group.owner.username)}>{group.owner.username}</Link>
                <span aria-hidden="true"> · </span>
                <span>{t('group.created', { date: date(group.createdAt) })}</span>
                <span aria-hidden="true"> · </span>
                <span>{t('group.updated', { date: date(group.updatedAt) })}</span>
              </p>
            </div>
          </header>
          <ListingCard
            full
            group={group}
            searching={false}
            isAuthenticated={isAuthenticated}
            isOwn={!!user && user.id === group.owner.id}
            onToggleUpvote={(target) => void toggleUpvote(target)}
            onReport={reportGroup}
            onFork={(target, versionId, organisation) => void forkGroup(target, versionId, organisation)}
            forkTargets={forkTargets}
          />
          {group.isPublic && !group.isHidden && <GroupCollections groupId={group.id} />}
          {group.isPublic && !group.isHidden && (
            <Suspense fallback={null}>
              <CommentsPanel group={group} />
            </Suspense>
          )}
        </div>
      )}
    </LoadedPage>
  );
}
