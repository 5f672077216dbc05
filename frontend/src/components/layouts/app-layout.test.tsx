import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import i18n from '@/lib/i18n';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/stores/preferences.store';
import { AppLayout } from './app-layout';

function renderLayout() {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ index: true, element: <p>content</p>, handle: { titleKey: 'pages.index' } }] }],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** The side menu's links, then its Collapse button. */
const menuLabels = () => {
  const menu = within(screen.getByTestId('side-menu'));
  return [...menu.getAllByRole('link'), menu.getByRole('button')].map((item) => item.textContent?.trim());
};

describe('app layout', () => {
  beforeEach(async () => {
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
    await i18n.changeLanguage('en-EN');
    window.innerWidth = 1280;
  });

  it('renders the menu, title and switches in English', async () => {
    renderLayout();
    expect(await screen.findByRole('heading', { level: 1, name: "Everyone's Public Snippets" })).toBeTruthy();
    expect(menuLabels()).toEqual(['Browse', 'Profile', 'Settings', 'Custom technologies', 'Log in / Register', 'Collapse']);
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByText('Snipstack')).toBeTruthy();
    expect(document.title).toBe("Everyone's Public Snippets · Snipstack");
    expect(document.documentElement.lang).toBe('en-EN');
  });

  it('renders the menu in Spanish', async () => {
    usePreferencesStore.getState().setLanguage('es-ES');
    renderLayout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Snippets públicos de todos' })).toBeTruthy();
    expect(menuLabels()).toEqual(['Explorar', 'Perfil', 'Ajustes', 'Tecnologías personalizadas', 'Entrar / Registrarse', 'Contraer']);
    expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tema' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('switches to the dark theme and records it on <html data-theme>', async () => {
    renderLayout();
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => screen.getByRole('button', { name: 'Theme' }).click());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(usePreferencesStore.getState().theme).toBe('dark');
  });

  it('shows a top menu when the menu style is "top"', async () => {
    usePreferencesStore.getState().setMenuStyle('top');
    renderLayout();
    expect(await screen.findByTestId('top-menu')).toBeTruthy();
    expect(screen.queryByTestId('app-sider')).toBeNull();
  });
});
