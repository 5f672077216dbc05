import { ForkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { Tooltip } from '@/components/ui/tooltip';

interface ForkButtonProps {
  count: number;
  /** The version the card shows, offered alone when the group has more than one. */
  shownVersion: { id: string; label: string } | null;
  versionCount: number;
  onFork: (versionId: string | null) => void;
}

/** Copies a public group into the member's own groups: all its versions, or only the one shown. */
export function ForkButton({ count, shownVersion, versionCount, onFork }: ForkButtonProps) {
  const { t } = useTranslation('listing');
  const label = t('fork.action');
  const content = (
    <>
      <ForkOutlined aria-hidden="true" /> {count > 0 && <span data-testid="fork-count">{count}</span>}
    </>
  );
  if (versionCount > 1 && shownVersion) {
    return (
      <MenuButton
        placement="bottomLeft"
        items={[
          { key: 'all', label: t('fork.all', { count: versionCount }) },
          { key: shownVersion.id, label: t('fork.one', { version: shownVersion.label }) },
        ]}
        onSelect={(key) => onFork(key === 'all' ? null : key)}
        trigger={(props) => (
          <Button {...props} type="text" size="small" aria-label={t('fork.label', { count })} data-testid="fork-button">
            {content}
          </Button>
        )}
      />
    );
  }
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={t('fork.label', { count })} onClick={() => onFork(null)} data-testid="fork-button">
        {content}
      </Button>
    </Tooltip>
  );
}
