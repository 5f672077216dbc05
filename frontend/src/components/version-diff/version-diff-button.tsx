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
  /**
   * How many versions the group has (a card's versionCount): when more than `versions` lists (a card
   * leaves some out to stay within its size), the dialog reads the whole list (GET .../versions).
   */
  versionCount?: number;
}

/**
 * "Compare versions": opens the diff of two versions of a group in a dialog. The diff and its library
 * load only then (their own chunk, out of the Index's first load), and then the two versions compared
 * (never the group's every version). Nothing when the group has one version.
 * Usage: `<VersionDiffButton groupId={group.id} versions={group.versions} versionCount={group.versionCount} versionId={shown} compact />`.
 */
export function VersionDiffButton({ groupId, versions, compact, versionId, versionCount }: VersionDiffButtonProps) {
  const { t } = useTranslation('code');
  const [open, setOpen] = useState(false);
  if (Math.max(versions.length, versionCount ?? 0) < 2) return null;
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
            versionCount={versionCount}
            versionId={versionId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
