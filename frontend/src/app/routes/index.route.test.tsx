import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toastStore } from '@/components/toast';
import i18n from '@/lib/i18n';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/stores/preferences.store';
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

/** A real HTTP server answering GET /api/public/technologies like the backend. */
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/public/technologies') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(technologies));
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

function renderIndex() {
  const router = createMemoryRouter([{ path: '/', element: <IndexRoute /> }], { initialEntries: ['/'] });
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('Index route', () => {
  beforeEach(async () => {
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
    await i18n.changeLanguage('en-EN');
    act(() => toastStore.clear());
  });

  it('lists the technologies from the API and the empty state for groups', async () => {
    renderIndex();
    const filter = await screen.findByTestId('technology-filter');
    expect(await within(filter).findByText('TypeScript')).toBeTruthy();
    expect(within(filter).getByText('Python')).toBeTruthy();
    expect(within(filter).getByText('2 technologies')).toBeTruthy();
    expect(screen.getByText('No snippets groups with the filter selected. Try with another')).toBeTruthy();
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
});
