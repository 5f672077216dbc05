import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session/session.store';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/stores/preferences.store';
import { renderRoutes } from '@/test/render-routes';
import { routes } from './router';

/** Who `GET /api/users` says is signed in. */
let member: { role: string } = { role: 'user' };

/** A real HTTP server standing in for the API: the member, and empty lists for everything else. */
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = url.pathname === '/api/users' ? { id: 'u1', email: 'ann@example.com', username: 'ann', imageUrl: '', ...member } : [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const renderRoute = (path: string) => renderRoutes(routes, path);

describe('route guards', () => {
  beforeEach(async () => {
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
    useSessionStore.setState({ isAuthenticated: false });
    member = { role: 'user' };
    await i18n.changeLanguage('en-EN');
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderRoute('/custom-technologies');
    expect(await screen.findByText('Sign in to continue')).toBeTruthy();
    expect(screen.getByText('Log in to create your own technologies and ask for them to become official.')).toBeTruthy();
    expect(screen.queryByTestId('custom-technology-item')).toBeNull();
  });

  it('signed out, the profile asks to sign in with its own lead, and the login leads back to it without a redirect', async () => {
    const router = renderRoute('/profile');
    const prompt = await screen.findByTestId('sign-in-required');
    expect(prompt.textContent).toContain('Your personal snippets live in your account: sign in to create, edit and share them.');
    expect(screen.queryByTestId('my-groups-screen')).toBeNull();
    act(() => screen.getByTestId('sign-in-required-action').click());
    expect(router.state.location.pathname + router.state.location.search).toBe('/login');
  });

  it('signed out, the settings ask to sign in, keep the preferences, and the login comes back to them', async () => {
    const router = renderRoute('/config');
    expect((await screen.findByTestId('sign-in-required')).textContent).toContain('Log in or create a free account to see this page.');
    expect(screen.getByTestId('preferences-card')).toBeTruthy();
    expect(screen.queryByTestId('account-settings')).toBeNull();
    act(() => screen.getByTestId('sign-in-required-action').click());
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fconfig');
  });

  it('the admin screen asks visitors to sign in and tells members they are not allowed', async () => {
    renderRoute('/admin');
    expect((await screen.findByTestId('sign-in-required')).textContent).toContain(
      'This area is for moderators and admins. Log in with a moderator account to continue.',
    );
    act(() => useSessionStore.setState({ isAuthenticated: true }));
    const forbidden = await screen.findByTestId('forbidden');
    expect(forbidden.textContent).toContain('Not allowed');
    expect(forbidden.textContent).toContain('This area is for moderators and admins only.');
    expect(screen.queryByTestId('admin-screen')).toBeNull();
  });

  it('the admin screen opens for moderators', async () => {
    member = { role: 'moderator' };
    useSessionStore.setState({ isAuthenticated: true });
    renderRoute('/admin');
    expect(await screen.findByTestId('admin-screen')).toBeTruthy();
    expect(screen.queryByTestId('forbidden')).toBeNull();
  });
});
