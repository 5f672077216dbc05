import { CloseCircleFilled, LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from '@/components/ui/toolbar-select';
import { ViewModeSwitch } from '@/components/ui/view-mode-switch';
import type { ViewMode } from '@/stores/preferences.store';
import { MAX_QUERY_LENGTH, type SortMode, SortMode as Sort } from '../lib/listing-query';
import '../listing.css';

/** Typing pause before a search is sent (no request per keystroke). */
const SEARCH_DEBOUNCE_MS = 300;

interface ListingToolbarProps {
  q: string;
  /** A search answer is on its way. */
  isSearching?: boolean;
  onSearch: (q: string) => void;
  /** The sort in force (best match is only ever in force while searching). */
  sort: SortMode;
  onSortChange: (sort: SortMode) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
}

/**
 * Search box, sort select and the single/double/triple view-mode switch. The select offers Best match
 * (the default of a search) only while there is a search; without one, Popularity (default) and Recent.
 */
export function ListingToolbar({ q, isSearching, onSearch, sort, onSortChange, viewMode, onViewModeChange }: ListingToolbarProps) {
  const { t } = useTranslation('listing');
  const [draft, setDraft] = useState(q);
  const sent = useRef(q);
  // Searches sent and not yet seen back in the URL, oldest first. While typing, the URL of an older
  // search can arrive after a newer one was sent (a slow device): it is ours, not a change from
  // elsewhere, and must not put the older text back into the box (keystrokes would be lost).
  const inFlight = useRef<string[]>([]);

  // The URL changed from elsewhere (back button, a shared link, "clear filters"): show its search.
  useEffect(() => {
    const own = inFlight.current.indexOf(q);
    if (own >= 0) {
      inFlight.current = inFlight.current.slice(own + 1);
      return;
    }
    if (q !== sent.current) {
      sent.current = q;
      inFlight.current = [];
      setDraft(q);
    }
  }, [q]);

  const send = (value: string) => {
    const next = value.trim();
    if (next === sent.current) return;
    sent.current = next;
    inFlight.current.push(next);
    onSearch(next);
  };
  const sendDraft = useEffectEvent((value: string) => send(value));

  // Debounced: the search goes out once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => sendDraft(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <div className="ss-toolbar" data-testid="listing-toolbar">
      {/* A plain input in antd Input's look (listing.css .ss-search): antd's Input is not in the Index's first load. */}
      <span className="ss-control ss-search ss-toolbar__search">
        <SearchOutlined className="ss-search__icon ss-muted" aria-hidden="true" />
        <input
          type="search"
          className="ss-search__input"
          value={draft}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value) send('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send(draft);
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="search-input"
        />
        <span className="ss-search__suffix">
          {isSearching && draft ? (
            <LoadingOutlined className="ss-muted" aria-hidden="true" data-testid="search-loading" />
          ) : (
            draft && (
              <button
                type="button"
                className="ss-search__clear"
                aria-label={t('search.clear')}
                title={t('search.clear')}
                onClick={() => {
                  setDraft('');
                  send('');
                }}
              >
                <CloseCircleFilled aria-hidden="true" />
              </button>
            )
          )}
        </span>
      </span>
      <div className="ss-toolbar__controls">
        <ToolbarSelect<SortMode>
          label={t('sort.label')}
          size="large"
          value={sort}
          onChange={onSortChange}
          data-testid="sort-select"
          className="ss-toolbar__sort"
          options={[
            ...(q ? [{ value: Sort.BEST_MATCH, label: t('sort.bestMatch') }] : []),
            { value: Sort.POPULARITY, label: t('sort.popularity') },
            { value: Sort.RECENT, label: t('sort.recent') },
          ]}
        />
        <div className="ss-toolbar__field">
          <span className="ss-toolbar__label" id="ss-view-mode-label">
            {t('viewMode.label')}
          </span>
          <ViewModeSwitch value={viewMode} onChange={onViewModeChange} labelledBy="ss-view-mode-label" data-testid="view-mode-switch" />
        </div>
      </div>
    </div>
  );
}
