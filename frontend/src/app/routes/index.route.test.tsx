import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toastStore } from '@/components/toast';
import i18n from '@/lib/i18n';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/stores/preferences.store';
import { renderRoutes } from '@/test/render-routes';
import { preloadListing } from '@/features/listing/api/get-listing';
import IndexRoute from './index.route';

const technologies = [
  {
    id: 't1',
    name: 'TypeScript',
    use: 'JavaScript with static types',
    imageURL: '/static/tech-icons/typescript.svg',
    language: 'typescript',
    isCustom: false,
  },
  {
    id: 't2',
    name: 'Python',
    use: 'General-purpose scripting',
    imageURL: '/static/tech-icons/python.svg',
    language: 'python',
    isCustom: false,
  },
];

const card = (id: string, description: string, code: string) => ({
  id,
  description,
  code,
  truncated: false,
  lineCount: code.split('\n').length,
  size: code.length,
});

/** A bounded card (SnippetGroupDto): only the newest version (v1) carries its snippets. */
const hooksGroup = {
  id: 'g1',
  technologyID: 't1',
  technology: { id: 't1', name: 'TypeScript', imageURL: '', language: 'typescript', isCustom: false },
  title: '',
  description: '',
  forkCount: 0,
  forkedFrom: null,
  isPublic: true,
  isHidden: false,
  owner: { id: 'u1', username: 'alice', imageUrl: '' },
  previewVersionID: 'v1',
  versionCount: 2,
  versions: [
    {
      id: 'v1',
      no: '2.0.0',
      name: 'Latest',
      isDraft: false,
      snippetCount: 1,
      snippets: [card('s1', 'Sleep helper', 'const sleep = () => 1;')],
    },
    { id: 'v2', no: '1.0.0', name: 'Hooks', isDraft: false, snippetCount: 1, snippets: [] },
  ],
  upVoteCount: 3,
  upVotedByMe: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The versions in full, as GET /api/public/groups/g1/versions/{id} answers them. */
const LONG_CODE = Array.from({ length: 40 }, (_, index) => `line${index + 1}();`).join('\n');
const fullVersions: Record<string, unknown> = {
  v1: { id: 'v1', no: '2.0.0', name: 'Latest', isDraft: false, snippets: [{ id: 's1', description: 'Sleep helper', code: LONG_CODE }] },
  v2: {
    id: 'v2',
    no: '1.0.0',
    name: 'Hooks',
    isDraft: false,
    snippets: [{ id: 's2', description: 'Fetch on mount', code: 'import { useEffect } from "react";' }],
  },
};
/** The shown snippet cut to its first 30 lines, as a card carries a long one. */
const cutGroup = {
  ...hooksGroup,
  versions: [
    {
      ...hooksGroup.versions[0],
      snippets: [
        { ...card('s1', 'Sleep helper', LONG_CODE.split('\n').slice(0, 30).join('\n')), truncated: true, lineCount: 40, size: 400 },
      ],
    },
    hooksGroup.versions[1],
  ],
};

/** The versions read in full (their ids), in order. */
let versionRequests: string[] = [];

/** Listing requests the page made (their query strings), to check what is sent and how often. */
let listRequests: URLSearchParams[] = [];

/** A real HTTP server answering the public calls like the backend. */
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/public/technologies') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(technologies));
      return;
    }
    const version = url.pathname.match(/^\/api\/public\/groups\/g1\/versions\/(\w+)$/);
    if (version && fullVersions[version[1]]) {
      versionRequests.push(version[1]);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(fullVersions[version[1]]));
      return;
    }
    if (url.pathname === '/api/public') {
      listRequests.push(url.searchParams);
      if (url.searchParams.get('q') === 'cut') {
        response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1' });
        response.end(JSON.stringify([cutGroup]));
        return;
      }
      const q = url.searchParams.get('q');
      if (q === 'many') {
        // More matches than the API counts exactly.
        response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1001', 'x-total-count-exact': 'false' });
        response.end(JSON.stringify([hooksGroup]));
        return;
      }
      if (q === '"a phrase"') {
        // A phrase checked on the API's first candidates only: at least one match.
        response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '1', 'x-total-count-exact': 'false' });
        response.end(JSON.stringify([hooksGroup]));
        return;
      }
      const groups = q?.startsWith('use')
        ? [
            {
              ...hooksGroup,
              match: {
                field: 'code',
                versionID: 'v2',
                snippetID: 's2',
                excerpt: 'import { useEffect } from "react";',
                highlights: [[9, 9 + q.length]],
              },
            },
          ]
        : [];
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(groups.length) });
      response.end(JSON.stringify(groups));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 404, message: 'Not Found', error: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const renderIndex = (url = '/') => renderRoutes([{ path: '/', element: <IndexRoute /> }], url);

/** Opens the sort select and reads the labels it offers. */
async function sortOptions(select: HTMLElement): Promise<string[]> {
  if (select.getAttribute('aria-expanded') !== 'true') act(() => select.click());
  const list = await screen.findByRole('listbox', { name: 'Sort by' });
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('Index route', () => {
  beforeEach(async () => {
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
    await i18n.changeLanguage('en-EN');
    act(() => toastStore.clear());
    listRequests = [];
    versionRequests = [];
  });

  it('lists the technologies from the API and the empty state for groups', async () => {
    renderIndex();
    const filter = await screen.findByTestId('technology-filter');
    expect(await within(filter).findByText('TypeScript')).toBeTruthy();
    expect(within(filter).getByText('Python')).toBeTruthy();
    expect(within(filter).getByText('2 technologies')).toBeTruthy();
    // Nothing public and no filter: a new site invites the visitor to share the first group.
    expect((await screen.findByTestId('groups-empty')).textContent).toContain('No public snippets yet');
    expect(screen.getByTestId('create-first-group').getAttribute('href')).toBe('/profile');
    expect(screen.queryByText('No snippets groups with the filter selected. Try with another')).toBeNull();
  });

  it('keeps the seed empty state when a search or filter finds nothing', async () => {
    renderIndex('/?q=nothing');
    expect(await screen.findByText('No snippets groups with the filter selected. Try with another')).toBeTruthy();
    expect(screen.queryByTestId('create-first-group')).toBeNull();
    expect(screen.getByTestId('clear-filters')).toBeTruthy();
  });

  it('selects one technology at a time', async () => {
    renderIndex();
    const typescript = await screen.findByRole('button', { name: 'TypeScript' });
    const python = screen.getByRole('button', { name: 'Python' });
    act(() => typescript.click());
    expect(typescript.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('technology-selected').textContent).toContain('Filtered by TypeScript');
    act(() => python.click());
    expect(typescript.getAttribute('aria-pressed')).toBe('false');
    expect(python.getAttribute('aria-pressed')).toBe('true');
    act(() => python.click());
    expect(python.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses the triple view on a narrow window with the warning', async () => {
    window.innerWidth = 1100;
    renderIndex();
    await screen.findByTestId('technology-filter');
    act(() => screen.getByTestId('view-mode-triple').click());
    expect(usePreferencesStore.getState().viewMode).toBe('single');
    expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([
      ['warning', 'Not enough screen size for this view mode'],
    ]);

    act(() => screen.getByTestId('view-mode-double').click());
    expect(usePreferencesStore.getState().viewMode).toBe('double');
  });

  it('shows why a group matched a search: the excerpt with the match highlighted, and the matching version', async () => {
    renderIndex('/?q=useEff');
    const card = await screen.findByTestId('listing-card');
    const excerpt = within(card).getByTestId('group-match-excerpt');
    expect(excerpt.textContent).toBe('import { useEffect } from "react";');
    expect([...excerpt.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['useEff']);
    expect(within(card).getByText('Matched in the code')).toBeTruthy();
    // The version holding the match is preselected, not the newest one: read in full, as the card carries only the newest.
    expect(await within(card).findByText('Fetch on mount')).toBeTruthy();
    expect(within(card).queryByText('Sleep helper')).toBeNull();
    expect(versionRequests).toEqual(['v2']);
    expect(within(card).getByTestId('upvote-count').textContent).toBe('3');
    expect(screen.getByRole('searchbox', { name: 'Search snippets' })).toHaveProperty('value', 'useEff');
    expect(listRequests.filter((query) => query.has('q')).map((query) => query.toString())).toEqual(['limit=12&sort=2&q=useEff']);
  });

  it('a cut snippet offers "Show all 40 lines", which reads its version once and shows the whole code', async () => {
    renderIndex('/?q=cut');
    const card = await screen.findByTestId('listing-card');
    const code = within(card).getByTestId('code-view');
    expect(code.textContent).toContain('line30();');
    expect(code.textContent).not.toContain('line31();');
    expect(versionRequests).toEqual([]);
    act(() => within(card).getByRole('button', { name: 'Show all 40 lines' }).click());
    await waitFor(() => expect(within(card).getByTestId('code-view').textContent).toContain('line40();'));
    expect(within(card).queryByTestId('show-all-lines')).toBeNull();
    expect(versionRequests).toEqual(['v1']);
  });

  it('a card that carries its version whole reads nothing more', async () => {
    renderIndex('/?q=many');
    const card = await screen.findByTestId('listing-card');
    expect(within(card).getByText('Sleep helper')).toBeTruthy();
    expect(within(card).queryByTestId('show-all-lines')).toBeNull();
    expect(within(card).queryByTestId('snippets-toggle')).toBeNull();
    expect(versionRequests).toEqual([]);
  });

  it('debounces typing: one request for the final search, and the URL holds it', async () => {
    const router = renderIndex();
    await screen.findByTestId('groups-empty');
    expect(listRequests.map((query) => query.toString())).toContain('limit=12');
    const search = screen.getByRole('searchbox', { name: 'Search snippets' });
    for (const value of ['u', 'us', 'use', 'useE']) fireEvent.change(search, { target: { value } });
    await screen.findByTestId('listing-card');
    expect(listRequests.filter((query) => query.has('q')).map((query) => query.get('q'))).toEqual(['useE']);
    expect(router.state.location.search).toBe('?q=useE');
  });

  it('sorts a search by best match unless another sort is picked for it; without a search, no best match', async () => {
    const router = renderIndex();
    await screen.findByTestId('groups-empty');
    const toolbar = screen.getByTestId('listing-toolbar');
    const sortSelect = within(toolbar).getByRole('combobox', { name: 'Sort by' });
    expect(toolbar.textContent).toContain('Popularity');
    expect(await sortOptions(sortSelect)).toEqual(['Popularity', 'Recent']);
    act(() => screen.getByRole('option', { name: 'Recent' }).click());
    expect(router.state.location.search).toBe('?sort=recent');

    // A new search starts with best match (sort=2), whatever was picked before; the URL stays plain.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search snippets' }), { target: { value: 'useE' } });
    await screen.findByTestId('listing-card');
    expect(router.state.location.search).toBe('?q=useE');
    expect(toolbar.textContent).toContain('Best match');
    expect(listRequests.filter((query) => query.has('q')).map((query) => query.toString())).toEqual(['limit=12&sort=2&q=useE']);
    expect(await sortOptions(sortSelect)).toEqual(['Best match', 'Popularity', 'Recent']);

    // Popularity picked for this search: kept in the URL and sent as the API's default (no sort).
    act(() => screen.getByRole('option', { name: 'Popularity' }).click());
    expect(router.state.location.search).toBe('?q=useE&sort=popular');
    await waitFor(() => expect(listRequests.at(-1)?.toString()).toBe('limit=12&q=useE'));
  });

  it('past 1,000 matches shows "1,000+ groups" and offers no page the API refuses', async () => {
    renderIndex('/?q=many&page=200');
    expect(await screen.findByTestId('groups-total')).toHaveProperty('textContent', '1,000+ groups');
    const pager = screen.getByTestId('groups-pagination');
    expect(pager.querySelector('[aria-current="page"]')?.textContent).toBe('84');
    expect(within(pager).getByRole('button', { name: 'Page 84' }).getAttribute('aria-current')).toBe('page');
    expect(pager.querySelector('[data-page="85"]')).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(listRequests.map((query) => query.get('skip'))).toEqual(['996']);
    await act(() => i18n.changeLanguage('es-ES'));
    expect(screen.getByTestId('groups-total').textContent).toBe('Más de 1000 grupos');
  });

  it('says "1+ groups" when the API counted a phrase\'s matches among its first candidates only', async () => {
    renderIndex('/?q=%22a%20phrase%22');
    expect(await screen.findByTestId('groups-total')).toHaveProperty('textContent', '1+ groups');
    expect(screen.queryByTestId('groups-pagination')).toBeNull();
    // A search that holds its own quotes is not quoted again.
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Results for "a phrase"');
  });

  it('asks an anonymous visitor to log in instead of upvoting', async () => {
    renderIndex('/?q=use');
    const card = await screen.findByTestId('listing-card');
    act(() => within(card).getByTestId('upvote-button').click());
    expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([['warning', 'Log in to upvote snippet groups']]);
    expect(await screen.findByTestId('sign-in-prompt')).toBeTruthy();
    expect(within(card).getByTestId('upvote-count').textContent).toBe('3');
  });

  it("renders a visitor's first page from index.html's inlined block, without asking the API for it", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'ss-first-page';
    block.textContent = JSON.stringify({ url: '/api/public?limit=12', groups: [{ ...hooksGroup, id: 'inlined' }], total: 1, exact: true });
    document.body.append(block);
    preloadListing('');
    expect(document.getElementById('ss-first-page')).toBeNull();
    // The app's default SWR cache (where main.tsx's preload puts the page), not a test's own.
    const router = createMemoryRouter([{ path: '/', element: <IndexRoute /> }], { initialEntries: ['/'] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect((await screen.findByTestId('listing-card')).getAttribute('data-group-id')).toBe('inlined');
    expect(screen.getByTestId('groups-total').textContent).toBe('1 group');
    expect(listRequests).toEqual([]);
  });
});
