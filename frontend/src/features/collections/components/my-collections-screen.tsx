import { Button, Empty, Input, Switch } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SurfaceCard } from '@/components/ui/surface-card';
import { collectionPath } from '@/lib/paths';
import { useCreateCollection, useMyCollections } from '../api/collections';
import { CollectionNameInput } from './collection-name-input';
import './collections.css';

/** The member's collections (the newest 50) and a form for a new one. */
export default function MyCollectionsScreen() {
  const { t } = useTranslation('organise');
  const { collections, total, isLoading } = useMyCollections();
  const create = useCreateCollection({ success: t('collections.createdToast') });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    const created = await create.run({ name: name.trim(), description: description.trim(), isPublic });
    if (created.ok) {
      setName('');
      setDescription('');
    }
  };

  return (
    <div className="ss-page ss-stack" data-testid="my-collections">
      <SurfaceCard>
        <form className="ss-stack" onSubmit={(event) => void submit(event)} aria-label={t('collections.new')}>
          <h2 className="ss-section-title">{t('collections.new')}</h2>
          <CollectionNameInput value={name} onChange={setName} />
          <Input.TextArea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('collections.descriptionPlaceholder')}
            aria-label={t('collections.description')}
          />
          <div className="ss-collection-new">
            <label className="ss-collection-new__public">
              <Switch checked={isPublic} onChange={setIsPublic} aria-label={t('collections.public')} />
              <span>{isPublic ? t('collections.publicHint') : t('collections.privateHint')}</span>
            </label>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-collection">
              {t('collections.create')}
            </Button>
          </div>
        </form>
      </SurfaceCard>
      <section aria-labelledby="ss-my-collections-title">
        <h2 id="ss-my-collections-title" className="ss-section-title">
          {t('collections.mine')} {!isLoading && <span className="ss-muted">({total})</span>}
        </h2>
        {!isLoading && collections.length === 0 ? (
          <Empty description={t('collections.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="ss-list ss-collection-list">
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link to={collectionPath(collection.id)} data-testid="my-collection">
                  {collection.name}
                </Link>{' '}
                <span className="ss-muted">
                  · {collection.isPublic ? t('collections.public') : t('collections.private')} ·{' '}
                  {t('collections.groups', { count: collection.itemCount })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
