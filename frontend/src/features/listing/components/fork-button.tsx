import { ForkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type MenuEntry, MenuButton } from '@/components/ui/menu-button';
import { Tooltip } from '@/components/ui/tooltip';

/** An organisation a fork may go to (one the member writes in). */
export interface ForkTarget {
  slug: string;
  name: string;
}

interface ForkButtonProps {
  count: number;
  /** The version the card shows, offered alone when the group has more than one. */
  shownVersion: { id: string; label: string } | null;
  versionCount: number;
  /** The organisations the member may fork into besides their own groups (the group's page reads them). */
  organisations?: readonly ForkTarget[];
  /** `organisation`: the slug of the organisation the copy goes to; absent: the member's own groups. */
  onFork: (versionId: string | null, organisation?: string) => void;
}

/**
 * Copies a public group into the member's own groups, or into an organisation they write in: all its versions, or only
 * the one shown. A menu item's key is `<organisation slug, empty for their own groups>|<version id, empty for all>`.
 */
export function ForkButton({ count, shownVersion, versionCount, organisations = [], onFork }: ForkButtonProps) {
  const { t } = useTranslation('listing');
  const label = t('fork.action');
  const content = (
    <>
      <ForkOutlined aria-hidden="true" /> {count > 0 && <span data-testid="fork-count">{count}</span>}
    </>
  );
  const version = versionCount > 1 ? shownVersion : null;
  if (version || organisations.length) {
    const items: MenuEntry[] = [];
    for (const [slug, place] of [
      ['', t('fork.intoMine')],
      ...organisations.map((o) => [o.slug, t('fork.intoOrganisation', { name: o.name })]),
    ]) {
      if (organisations.length) items.push({ type: 'group', key: `in${slug}`, label: place });
      items.push({ key: `${slug}|`, label: t('fork.all', { count: versionCount }), 'data-testid': `fork-${slug || 'mine'}-all` });
      if (version) items.push({ key: `${slug}|${version.id}`, label: t('fork.one', { version: version.label }) });
    }
    return (
      <MenuButton
        placement="bottomLeft"
        items={items}
        onSelect={(key) => {
          const [slug, versionId] = key.split('|');
          onFork(versionId || null, slug || undefined);
        }}
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
