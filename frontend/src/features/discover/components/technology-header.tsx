import type { TechnologyDto } from '@api';
import { useTranslation } from 'react-i18next';
import { TechnologyIcon } from '@/components/technology/technology-icon';
import './discover.css';

/** A technology's page header: icon, name and what it is used for. */
export function TechnologyHeader({ technology }: { technology: TechnologyDto }) {
  const { t } = useTranslation('discover');
  return (
    <header className="ss-discover-head" data-testid="technology-header">
      <TechnologyIcon technology={technology} size={56} />
      <div className="ss-discover-head__text">
        <h2 className="ss-discover-head__title" data-testid="technology-name">
          {technology.name}
        </h2>
        <p className="ss-muted ss-discover-head__meta">{technology.use || t('technology.lead', { name: technology.name })}</p>
      </div>
    </header>
  );
}
