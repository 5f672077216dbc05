import type { CollectionDto, CollectionItemDto } from '@api';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SurfaceCard } from '@/components/ui/surface-card';
import { paths } from '@/lib/paths';
import { useDeleteCollection, useMoveCollectionItem, useToggleCollectionItem, useUpdateCollection } from '../api/collections';
import './collections.css';

interface CollectionOwnerPanelProps {
  collection: CollectionDto;
  items: CollectionItemDto[];
  /** The position of the first item shown. */
  offset: number;
}

/**
 * The owner's tools on their collection's page: public or private, the order of its groups (up, down, remove; a group
 * no longer visible to them is listed as unavailable, still removable), and deleting the collection.
 */
export default function CollectionOwnerPanel({ collection, items, offset }: CollectionOwnerPanelProps) {
  const { t } = useTranslation('organise');
  const navigate = useNavigate();
  const update = useUpdateCollection(collection.id, { success: t('collections.saved') });
  const move = useMoveCollectionItem();
  const toggle = useToggleCollectionItem({ success: t('collections.removed') });
  const remove = useDeleteCollection({ success: t('collections.deleted') });
  const busy = move.isPending || toggle.isPending;
  const last = collection.itemCount - 1;

  return (
    <SurfaceCard data-testid="collection-owner-panel">
      <div className="ss-collection-new">
        <label className="ss-collection-new__public">
          <Switch
            checked={collection.isPublic}
            loading={update.isPending}
            onChange={(isPublic) => void update.run({ isPublic })}
            aria-label={t('collections.public')}
            data-testid="collection-public"
          />
          <span>{collection.isPublic ? t('collections.publicHint') : t('collections.privateHint')}</span>
        </label>
        <Popconfirm
          title={t('collections.deleteConfirm')}
          okText={t('collections.delete')}
          cancelText={t('collections.cancel')}
          onConfirm={async () => {
            if ((await remove.run(collection.id)).ok) void navigate(paths.collections);
          }}
        >
          <Button icon={<DeleteOutlined />} data-testid="collection-delete">
            {t('collections.delete')}
          </Button>
        </Popconfirm>
      </div>
      {items.length > 0 && (
        <>
          <h3 className="ss-section-title">{t('collections.order')}</h3>
          <ol className="ss-collection-order" start={offset + 1} data-testid="collection-order">
            {items.map((item) => {
              const name = item.group ? item.group.title || item.group.technology.name : t('collections.unavailable');
              const change = { collectionId: collection.id, groupId: item.groupId };
              return (
                <li key={item.groupId}>
                  <span className={item.group ? 'ss-collection-order__name' : 'ss-collection-order__name ss-muted'}>{name}</span>
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('collections.up', { name })}
                    disabled={busy || item.position === 0}
                    onClick={() => void move.run({ ...change, position: item.position - 1 })}
                  />
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('collections.down', { name })}
                    disabled={busy || item.position >= last}
                    onClick={() => void move.run({ ...change, position: item.position + 1 })}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('collections.remove', { name })}
                    disabled={busy}
                    onClick={() => void toggle.run({ ...change, holds: false })}
                  />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </SurfaceCard>
  );
}
