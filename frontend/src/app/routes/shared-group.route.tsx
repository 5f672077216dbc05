import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageNotFound } from '@/components/errors/page-not-found';
import { ListingCard } from '@/features/listing/components/listing-card';
import { useSharedGroup } from '@/features/share-links/api/share-links';
import { SharedGroupNotice } from '@/features/share-links/components/shared-group-notice';
import { ShareTokenProvider } from '@/lib/group-version';
import { useCurrentUser, useSession } from '@/lib/session';

/** /s/<token>: a group opened through its owner's share link, read-only, signed in or not. */
export default function SharedGroupRoute() {
  const { t } = useTranslation('share-links');
  const { token = '' } = useParams();
  const { isAuthenticated } = useSession();
  const { user } = useCurrentUser();
  const { shared, isLoading, error } = useSharedGroup(token);

  if (isLoading) return <Skeleton active className="ss-page ss-page--narrow" />;
  if (error || !shared) {
    return <PageNotFound title={t('unavailableTitle')} subtitle={t('unavailableLead')} home={t('home')} testId="shared-unavailable" />;
  }
  return (
    // The card shows the newest version's first lines; the rest is read through the link (ShareTokenProvider).
    <ShareTokenProvider value={token}>
      <div className="ss-page ss-page--narrow" data-testid="shared-route">
        <SharedGroupNotice shared={shared} />
        <ListingCard
          group={shared.group}
          searching={false}
          isAuthenticated={isAuthenticated}
          isOwn={!!user && user.id === shared.group.owner.id}
        />
      </div>
    </ShareTokenProvider>
  );
}
