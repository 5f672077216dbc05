import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/components/ui/feedback';
import { SurfaceCard } from '@/components/ui/surface-card';

interface NoGroupsCardProps {
  /** What the list says instead of its groups (`groups-empty`); "No groups" unless given. */
  description?: ReactNode;
  /** The way on, below it (e.g. a button that clears the filters). */
  children?: ReactNode;
}

/** The card a list of groups shows when it has none. */
export function NoGroupsCard({ description, children }: NoGroupsCardProps) {
  const { t } = useTranslation('messages');
  return (
    <SurfaceCard className="ss-empty-card">
      <Empty description={<span data-testid="groups-empty">{description ?? t('empty.noGroups')}</span>}>{children}</Empty>
    </SurfaceCard>
  );
}
