import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SortMode } from '../lib/listing-query';
import { ListingToolbar } from './listing-toolbar';

/** The search box as the Index drives it: `q` is the URL's search, `onSearch` changes the URL (later). */
function renderToolbar() {
  const sent: string[] = [];
  const props = {
    isSearching: false,
    sort: SortMode.BEST_MATCH,
    onSortChange: () => {},
    viewMode: 'single' as const,
    onViewModeChange: () => {},
    onSearch: (q: string) => sent.push(q),
  };
  const view = render(<ListingToolbar {...props} q="" />);
  const box = screen.getByTestId('search-input') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const urlShows = (q: string) => view.rerender(<ListingToolbar {...props} q={q} />);
  return { sent, box, type, urlShows };
}

describe('the search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed when the URL of an older search arrives after a newer one was sent', () => {
    const { sent, box, type, urlShows } = renderToolbar();
    type('kumquat');
    act(() => vi.advanceTimersByTime(300));
    type('kumquat use');
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['kumquat', 'kumquat use']);
    type('kumquat useEff');
    // The URL catches up late: first with the older search, then the newer one.
    urlShows('kumquat');
    expect(box.value).toBe('kumquat useEff');
    urlShows('kumquat use');
    expect(box.value).toBe('kumquat useEff');
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['kumquat', 'kumquat use', 'kumquat useEff']);
  });

  it('shows a search that comes from elsewhere (back button, a shared link)', () => {
    const { box, type, urlShows } = renderToolbar();
    type('kumquat');
    act(() => vi.advanceTimersByTime(300));
    urlShows('kumquat');
    urlShows('python');
    expect(box.value).toBe('python');
    urlShows('');
    expect(box.value).toBe('');
  });
});
