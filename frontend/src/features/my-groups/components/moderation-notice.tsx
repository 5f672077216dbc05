import type { SnippetGroupDto } from '@api';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Tag } from '@/components/ui/feedback';
import { Tooltip } from '@/components/ui/tooltip';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useRequestReview } from '../api/snippet-groups';

/**
 * What moderation says to the owner of a group: the moderator's last note, and on a hidden group the
 * review request (ask once per hiding; then "review requested", or "reviewed" once a moderator decided).
 */
export function ModerationNotice({
  group,
  pageKey,
}: {
  group: SnippetGroupDto;
  /** The page of the list shown (the request shows at once there). */ pageKey: ApiKey;
}) {
  const { t } = useTranslation('my-groups');
  const ask = useRequestReview(pageKey, { success: t('moderation.requested') });
  if (!group.moderatorNote && !group.isHidden) return null;
  return (
    <div className="ss-my-group__moderation" data-testid="moderation-notice">
      {group.moderatorNote && (
        <Alert type="info" role="status" title={t('moderation.note')} description={group.moderatorNote} data-testid="moderator-note" />
      )}
      {group.isHidden && group.review === 'pending' && (
        <Tooltip title={t('moderation.reviewRequestedHint')}>
          <Tag color="gold" className="ss-my-group__tag" data-testid="review-pending">
            {t('moderation.reviewRequested')}
          </Tag>
        </Tooltip>
      )}
      {group.isHidden && group.review === 'decided' && (
        <Tag className="ss-my-group__tag" data-testid="review-decided">
          {t('moderation.reviewDecided')}
        </Tag>
      )}
      {group.isHidden && !group.review && (
        <Tooltip title={t('moderation.askReviewHint')}>
          <Button size="small" loading={ask.isPending} onClick={() => void ask.run({ groupId: group.id })} data-testid="ask-review">
            {t('moderation.askReview')}
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
