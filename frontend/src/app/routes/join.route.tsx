import { TeamOutlined } from '@ant-design/icons';
import type { MembershipDto } from '@api';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useJoinByLink } from '@/features/organisations/api/organisations';
import { profileSpacePath } from '@/features/organisations/lib/profile-space';

/** /join/<token>: an invitation link; the signed-in member joins the organisation with one click. */
export default function JoinRoute() {
  const { token = '' } = useParams();
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const join = useJoinByLink({ success: t('join.joined') });
  const onJoin = async () => {
    const outcome = await join.run(token);
    if (outcome.ok) navigate(profileSpacePath({ kind: 'organisation', slug: (outcome.data as MembershipDto).organisation.slug }));
  };
  return (
    <div className="ss-page ss-page--narrow" data-testid="join-route">
      <Result
        icon={<TeamOutlined />}
        title={t('join.title')}
        subTitle={t('join.lead')}
        extra={
          <Button type="primary" size="large" loading={join.isPending} onClick={() => void onJoin()} data-testid="join-submit">
            {t('join.submit')}
          </Button>
        }
      />
    </div>
  );
}
