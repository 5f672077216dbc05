import type { TechnologyDto } from '@api';
import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TechnologyIcon } from './technology-icon';

interface TechnologyFilterProps {
  technologies: TechnologyDto[];
  selectedId: string | null;
  /** Seed: checking an item toggles it and unchecks all others. */
  onSelect: (id: string | null) => void;
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
}

/** The technology filter: every technology as a selectable chip (icon and name; its use as a hint). */
export function TechnologyFilter({ technologies, selectedId, onSelect, isLoading, hasError, onRetry }: TechnologyFilterProps) {
  const { t } = useTranslation('browse');
  const selected = technologies.find((technology) => technology.id === selectedId) ?? null;

  return (
    <Card
      className="ss-tech-filter"
      data-testid="technology-filter"
      title={
        <span className="ss-card-title">
          {t('technologies.title')}
          {technologies.length > 0 && (
            <Tag variant="filled" className="ss-count-tag">
              {t('technologies.count', { count: technologies.length })}
            </Tag>
          )}
        </span>
      }
      extra={
        selected ? (
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={() => onSelect(null)} data-testid="technology-clear">
            {t('technologies.clear')}
          </Button>
        ) : (
          <span className="ss-muted ss-hide-sm">{t('technologies.filterHint')}</span>
        )
      }
    >
      {isLoading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {hasError && !isLoading && (
        <Alert
          type="error"
          showIcon
          title={t('messages:errors.loadingTechnologies')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('technologies.retry')}
            </Button>
          }
        />
      )}
      {!isLoading && technologies.length > 0 && (
        <ul className="ss-tech-grid" aria-label={t('technologies.title')}>
          {technologies.map((technology) => {
            const isSelected = technology.id === selectedId;
            return (
              <li key={technology.id}>
                <button
                  type="button"
                  className={`ss-tech-chip${isSelected ? ' ss-tech-chip--selected' : ''}`}
                  aria-pressed={isSelected}
                  title={technology.use}
                  data-testid="technology-item"
                  data-technology-id={technology.id}
                  onClick={() => onSelect(isSelected ? null : technology.id)}
                >
                  <TechnologyIcon technology={technology} size={22} />
                  <span className="ss-tech-chip__name">{technology.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {selected && (
        <div className="ss-tech-selected" data-testid="technology-selected">
          <TechnologyIcon technology={selected} size={40} />
          <div>
            <div className="ss-tech-selected__name">{t('technologies.filteredBy', { name: selected.name })}</div>
            <div className="ss-muted">{selected.use}</div>
          </div>
        </div>
      )}
    </Card>
  );
}
