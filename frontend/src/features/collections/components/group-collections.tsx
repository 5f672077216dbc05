import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { collectionPath } from '@/lib/paths';
import { useGroupCollections } from '../api/collections';
import './collections.css';

/** On a group's page: the public collections holding it (the newest 12), when there are any. */
export function GroupCollections({ groupId }: { groupId: string }) {
  const { t } = useTranslation('organise');
  const { collections } = useGroupCollections(groupId);
  if (collections.length === 0) return null;
  return (
    <section className="ss-group-collections" aria-labelledby="ss-group-collections" data-testid="group-collections">
      <h3 id="ss-group-collections" className="ss-section-title">
        {t('collections.holding')}
      </h3>
      <p>
        {collections.map((collection, index) => (
          <span key={collection.id}>
            {index > 0 && ', '}
            <Link to={collectionPath(collection.id)}>{collection.name}</Link>{' '}
            <span className="ss-muted">({collection.owner.username})</span>
          </span>
        ))}
      </p>
    </section>
  );
}
