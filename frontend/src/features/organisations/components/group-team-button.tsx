import { TeamOutlined } from '@ant-design/icons';
import type { SnippetGroupDto } from '@api';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const GroupTeamDialog = lazyWithAntd(() => import('./group-team-dialog'));

/** Profile: opens a group's team dialog (move it into an organisation; share a private one with named members). */
export function GroupTeamButton({ group }: { group: SnippetGroupDto }) {
  const { t } = useTranslation('teams');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={t('team.open')}>
        <Button
          type="text"
          icon={<TeamOutlined />}
          aria-label={t('team.open')}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          data-testid="group-team-open"
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <GroupTeamDialog group={group} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
