import type { MemberDto } from '@api';
import { CheckOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useCurrentUser, useSession } from '@/lib/session';
import { useToggleFollow } from '../api/members';
import './discover.css';

interface MemberHeaderProps {
  member: MemberDto;
  /** The cache key of the member's page (the follow button changes it at once). */
  memberKey: ApiKey;
}

/** A member's page header: photo, username, joined date, follower and following counts, and the follow button. */
export function MemberHeader({ member, memberKey }: MemberHeaderProps) {
  const { t, i18n } = useTranslation('discover');
  const toast = useToast();
  const { isAuthenticated } = useSession();
  const { user } = useCurrentUser();
  const toggle = useToggleFollow(memberKey);
  const isSelf = user?.id === member.id;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(member.createdAt));

  const onFollow = () => {
    if (!isAuthenticated) {
      toast.warning(t('member.signInToFollow'));
      return;
    }
    if (!toggle.isPending) void toggle.run(member);
  };

  return (
    <header className="ss-discover-head" data-testid="member-header">
      <UserAvatar username={member.username} imageUrl={member.imageUrl} size={64} decorative />
      <div className="ss-discover-head__text">
        <h2 className="ss-discover-head__title" data-testid="member-username">
          {member.username}
        </h2>
        <p className="ss-muted ss-discover-head__meta">
          <span data-testid="member-followers">{t('member.followers', { count: member.followers })}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="member-following">{t('member.following', { count: member.following })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('member.joined', { date: joined })}</span>
        </p>
      </div>
      {!isSelf && (
        <Button
          type={member.followedByMe ? 'default' : 'primary'}
          icon={member.followedByMe ? <CheckOutlined /> : <UserAddOutlined />}
          aria-pressed={member.followedByMe}
          onClick={onFollow}
          data-testid="follow-button"
        >
          {member.followedByMe ? t('member.unfollow') : t('member.follow')}
        </Button>
      )}
    </header>
  );
}
