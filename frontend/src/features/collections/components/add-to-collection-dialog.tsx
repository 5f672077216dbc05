import { Button, Checkbox, Empty, Modal, Switch } from 'antd';
import './collections.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCollection, useMyCollections, useToggleCollectionItem } from '../api/collections';
import { CollectionNameInput } from './collection-name-input';

export interface AddToCollectionDialogProps {
  groupId: string;
  open: boolean;
  onClose: () => void;
}

/** The member's collections with a tick for those holding the group (tick to add, untick to remove), and a new one. */
export default function AddToCollectionDialog({ groupId, open, onClose }: AddToCollectionDialogProps) {
  const { t } = useTranslation('organise');
  const { collections, isLoading } = useMyCollections(groupId, open);
  const toggle = useToggleCollectionItem({
    success: ({ holds }) => (holds ? t('collections.added') : t('collections.removed')),
  });
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    const created = await create.run({ name: name.trim(), isPublic });
    if (!created.ok) return;
    setName('');
    await toggle.run({ collectionId: created.data.id, groupId, holds: true });
  };

  return (
    <Modal open={open} title={t('collections.add')} onCancel={onClose} footer={null} destroyOnHidden data-testid="add-to-collection-dialog">
      {!isLoading && collections.length === 0 ? (
        <Empty description={t('collections.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="ss-collection-choices" aria-label={t('collections.mine')}>
          {collections.map((collection) => (
            <li key={collection.id}>
              <Checkbox
                checked={!!collection.holdsGroup}
                disabled={toggle.isPending}
                onChange={(event) => void toggle.run({ collectionId: collection.id, groupId, holds: event.target.checked })}
                data-testid="collection-choice"
              >
                {collection.name}{' '}
                <span className="ss-muted">({collection.isPublic ? t('collections.public') : t('collections.private')})</span>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
      <form className="ss-collection-new" onSubmit={(event) => void submit(event)} aria-label={t('collections.new')}>
        <CollectionNameInput value={name} onChange={setName} data-testid="new-collection-name" />
        <label className="ss-collection-new__public">
          <Switch size="small" checked={isPublic} onChange={setIsPublic} aria-label={t('collections.public')} />
          <span>{t('collections.public')}</span>
        </label>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="new-collection-submit">
          {t('collections.create')}
        </Button>
      </form>
    </Modal>
  );
}
