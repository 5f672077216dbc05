import type { CollectionDto } from '@api';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { memberPath } from '@/lib/paths';
import './collections.css';

/** A collection's page header: name, owner, visibility, number of groups, description. */
export function CollectionHeader({ collection }: { collection: CollectionDto }) {
  const { t } = useTranslation('organise');
  return (
    <header className="ss-discover-head" data-testid="collection-header">
      <div className="ss-discover-head__text">
        <h2 className="ss-discover-head__title" data-testid="collection-name">
          {collection.name}
        </h2>
        {collection.description && <p className="ss-discover-head__description">{collection.description}</p>}
        <p className="ss-muted ss-discover-head__meta">
          {t('collections.by')} <Link to={memberPath(collection.owner.username)}>{collection.owner.username}</Link>
          <span aria-hidden="true"> · </span>
          {collection.isPublic ? t('collections.public') : t('collections.private')}
          <span aria-hidden="true"> · </span>
          {t('collections.groups', { count: collection.itemCount })}
        </p>
      </div>
    </header>
  );
}
