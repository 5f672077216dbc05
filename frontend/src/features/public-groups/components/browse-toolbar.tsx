import { LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { Input, Segmented, Select, Tooltip } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '@/stores/preferences.store';
import { MAX_QUERY_LENGTH, type SortMode, SortMode as Sort } from '../lib/browse-query';

/** Typing pause before a search is sent (no request per keystroke). */
export const SEARCH_DEBOUNCE_MS = 300;

function ColumnsIcon({ count }: { count: 1 | 2 | 3 }) {
  const gap = 2;
  const width = (16 - gap * (count - 1)) / count;
  return (
    <svg width="16" height="14" viewBox="0 0 16 14" aria-hidden="true" className="ss-columns-icon">
      {Array.from({ length: count }, (_, index) => (
        <rect key={index} x={index * (width + gap)} y="0" width={width} height="14" rx="2" fill="currentColor" />
      ))}
    </svg>
  );
}

interface BrowseToolbarProps {
  q: string;
  /** A search answer is on its way. */
  isSearching?: boolean;
  onSearch: (q: string) => void;
  sort: SortMode;
  onSortChange: (sort: SortMode) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

/** Search box, sort select (Popularity default / Recent) and the single/double/triple view-mode switch. */
export function BrowseToolbar({ q, isSearching, onSearch, sort, onSortChange, viewMode, onViewModeChange }: BrowseToolbarProps) {
  const { t } = useTranslation('browse');
  const [draft, setDraft] = useState(q);
  const sent = useRef(q);

  // The URL changed from elsewhere (back button, a shared link, "clear filters"): show its search.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setDraft(q);
    }
  }, [q]);

  const send = (value: string) => {
    const next = value.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next);
  };
  const sendDraft = useEffectEvent((value: string) => send(value));

  // Debounced: the search goes out once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => sendDraft(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const modes: { value: ViewMode; count: 1 | 2 | 3; label: string }[] = [
    { value: 'single', count: 1, label: t('viewMode.single') },
    { value: 'double', count: 2, label: t('viewMode.double') },
    { value: 'triple', count: 3, label: t('viewMode.triple') },
  ];

  return (
    <div className="ss-toolbar" data-testid="browse-toolbar">
      <Input
        type="search"
        className="ss-toolbar__search"
        size="large"
        allowClear
        value={draft}
        maxLength={MAX_QUERY_LENGTH}
        prefix={<SearchOutlined className="ss-muted" aria-hidden="true" />}
        suffix={isSearching && draft ? <LoadingOutlined className="ss-muted" aria-hidden="true" data-testid="search-loading" /> : <span />}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!event.target.value) send('');
        }}
        onPressEnter={() => send(draft)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        data-testid="search-input"
      />
      <div className="ss-toolbar__controls">
        <label className="ss-toolbar__field">
          <span className="ss-toolbar__label">{t('sort.label')}</span>
          <Select<SortMode>
            size="large"
            value={sort}
            onChange={onSortChange}
            aria-label={t('sort.label')}
            data-testid="sort-select"
            popupMatchSelectWidth={false}
            className="ss-toolbar__sort"
            options={[
              { value: Sort.POPULARITY, label: t('sort.popularity') },
              { value: Sort.RECENT, label: t('sort.recent') },
            ]}
          />
        </label>
        <div className="ss-toolbar__field">
          <span className="ss-toolbar__label" id="ss-view-mode-label">
            {t('viewMode.label')}
          </span>
          <Segmented<ViewMode>
            size="large"
            value={viewMode}
            onChange={onViewModeChange}
            aria-labelledby="ss-view-mode-label"
            data-testid="view-mode-switch"
            options={modes.map((mode) => ({
              value: mode.value,
              label: (
                <Tooltip title={mode.label}>
                  <span className="ss-view-mode-option" aria-label={mode.label} data-testid={`view-mode-${mode.value}`}>
                    <ColumnsIcon count={mode.count} />
                  </span>
                </Tooltip>
              ),
            }))}
          />
        </div>
      </div>
    </div>
  );
}
