import type { CollectionDto, CollectionItemDto } from '@api';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OrderList } from '@/components/ui/order-list';
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
          <OrderList
            items={items.map((item) => ({
              ...item,
              key: item.groupId,
              name: item.group ? item.group.title || item.group.technology.name : t('collections.unavailable'),
              muted: !item.group,
            }))}
            offset={offset}
            total={collection.itemCount}
            busy={busy}
            label={(direction, name) => t(`order.${direction}`, { name })}
            onMove={(item, from, to) =>
              void move.run({ collectionId: collection.id, groupId: item.groupId, position: item.position + to - from })
            }
            extra={(item) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('collections.remove', { name: item.name })}
                disabled={busy}
                onClick={() => void toggle.run({ collectionId: collection.id, groupId: item.groupId, holds: false })}
              />
            )}
            data-testid="collection-order"
          />
        </>
      )}
    </SurfaceCard>
  );
}
