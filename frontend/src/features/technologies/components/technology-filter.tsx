import type { TechnologyDto } from '@api';
import { CloseOutlined, DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TechnologyIcon } from '@/components/technology/technology-icon';
import { Button } from '@/components/ui/button';
import { Alert, SkeletonLines, Tag } from '@/components/ui/feedback';
import { SurfaceCard } from '@/components/ui/surface-card';
import './technology-filter.css';

/** Rows of chips shown while the list is folded. */
const FOLDED_ROWS = 2;

/** Top of the first row that folding hides (relative to the list), or undefined when all fit. */
function foldedRowTop(list: HTMLElement): number | undefined {
  const chips = [...list.querySelectorAll<HTMLElement>('.ss-tech-chip')];
  const rowTops = [...new Set(chips.map((chip) => chip.offsetTop))].sort((a, b) => a - b);
  return rowTops[FOLDED_ROWS];
}

/** How many chips, from the first, the folded list shows. */
function chipsInSight(list: HTMLElement, limit: number | undefined): number {
  const chips = [...list.querySelectorAll<HTMLElement>('.ss-tech-chip')];
  if (limit === undefined) return chips.length;
  const hidden = chips.findIndex((chip) => chip.offsetTop >= limit);
  return hidden < 0 ? chips.length : hidden;
}

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
  const { t } = useTranslation('listing');
  const selected = technologies.find((technology) => technology.id === selectedId) ?? null;
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // The icons of the chips in sight (counted once the list is laid out, before it is painted): the folded-away
  // chips' icons load when the list unfolds, not with the page (each is a request and an SVG document to build).
  const [iconsShown, setIconsShown] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // Fold the list to a couple of rows when it is longer (measured, as the columns follow the width).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const limit = foldedRowTop(list);
      setOverflows(limit !== undefined);
      setIconsShown((shown) => Math.max(shown, chipsInSight(list, limit)));
      list.style.setProperty('--ss-tech-folded-height', limit !== undefined ? `${limit - 8 + 3}px` : 'none');
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => observer?.disconnect();
  }, [technologies]);

  // A selected technology out of sight (e.g. from a shared link) unfolds the list.
  useLayoutEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('.ss-tech-chip--selected');
    const limit = list ? foldedRowTop(list) : undefined;
    if (chosen && limit !== undefined && chosen.offsetTop >= limit) setExpanded(true);
  }, [selectedId, technologies]);

  const folded = overflows && !expanded;
  // Keyboard users tabbing into a folded chip unfold the list.
  const onListFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (!folded) return;
    const list = event.currentTarget.getBoundingClientRect();
    if (event.target.getBoundingClientRect().bottom > list.bottom) setExpanded(true);
  };

  return (
    <SurfaceCard
      className="ss-tech-filter"
      data-testid="technology-filter"
      title={
        <span className="ss-card-title">
          {t('technologies.title')}
          {technologies.length > 0 && (
            <Tag filled className="ss-count-tag">
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
      {isLoading && <SkeletonLines rows={3} />}
      {hasError && !isLoading && (
        <Alert
          type="error"
          title={t('messages:errors.loadingTechnologies')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('technologies.retry')}
            </Button>
          }
        />
      )}
      {!isLoading && technologies.length > 0 && (
        <ul
          ref={listRef}
          id="ss-tech-list"
          className={folded ? 'ss-tech-grid ss-tech-grid--folded' : 'ss-tech-grid'}
          aria-label={t('technologies.title')}
          onFocus={onListFocus}
        >
          {technologies.map((technology, index) => {
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
                  <TechnologyIcon technology={technology} size={22} deferred={!expanded && index >= iconsShown} />
                  <span className="ss-tech-chip__name">{technology.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!isLoading && overflows && (
        <Button
          type="link"
          size="small"
          className="ss-tech-toggle"
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={expanded}
          aria-controls="ss-tech-list"
          onClick={() => setExpanded(!expanded)}
          data-testid="technology-toggle"
        >
          {expanded ? t('technologies.showLess') : t('technologies.showAllCount', { count: technologies.length })}
        </Button>
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
    </SurfaceCard>
  );
}
