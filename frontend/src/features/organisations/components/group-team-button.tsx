import { TeamOutlined } from '@ant-design/icons';
import type { SnippetGroupDto } from '@api';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { LazyDialogIconButton } from '@/components/ui/lazy-dialog';

const GroupTeamDialog = lazyWithAntd(() => import('./group-team-dialog'));

/** Profile: opens a group's team dialog (move it into an organisation; share a private one with named members). */
export function GroupTeamButton({ group }: { group: SnippetGroupDto }) {
  const { t } = useTranslation('teams');
  return (
    <LazyDialogIconButton
      label={t('team.open')}
      icon={<TeamOutlined />}
      testId="group-team-open"
      dialog={(state) => <GroupTeamDialog group={group} {...state} />}
    />
  );
}
