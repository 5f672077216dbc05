import { DiffOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { DiffVersionRef } from './version-diff';

const VersionDiffDialog = lazyWithAntd(() => import('./version-diff-dialog'));

export interface VersionDiffButtonProps {
  /** The group compared: a version not complete in `versions` is read from GET /api/public/groups/{groupId}/versions/{versionId}. */
  groupId: string;
  /**
   * The versions offered, in order: `{ id, no, name }`, with their snippets where the screen has them
   * (pass a card's `group.versions` as they are). Only the two compared are read, when the dialog opens.
   */
  versions: readonly DiffVersionRef[];
  /** Where it is: a small icon button (cards) or one with its label. */
  compact?: boolean;
  /** Compared first: this version against the one before it (e.g. the version a card shows). */
  versionId?: string;
}

/**
 * "Compare versions": opens the diff of two versions of a group in a dialog. The diff and its library
 * load only then (their own chunk, out of the Index's first load), and then the two versions compared
 * (never the group's every version). Nothing when the group has one version.
 * Usage: `<VersionDiffButton groupId={group.id} versions={group.versions} versionId={shownVersionId} compact />`.
 */
export function VersionDiffButton({ groupId, versions, compact, versionId }: VersionDiffButtonProps) {
  const { t } = useTranslation('code');
  const [open, setOpen] = useState(false);
  if (versions.length < 2) return null;
  const at = Math.max(
    1,
    versions.findIndex((version) => version.id === versionId),
  );
  const button = (
    <Button
      size={compact ? 'small' : undefined}
      type={compact ? 'text' : 'default'}
      icon={<DiffOutlined />}
      aria-label={t('diff.open')}
      onClick={() => setOpen(true)}
      data-testid="compare-versions"
    >
      {compact ? null : t('diff.open')}
    </Button>
  );
  return (
    <>
      {compact ? <Tooltip title={t('diff.open')}>{button}</Tooltip> : button}
      {open && (
        <Suspense fallback={null}>
          <VersionDiffDialog
            groupId={groupId}
            versions={versions}
            leftId={versions[at - 1].id}
            rightId={versions[at].id}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
