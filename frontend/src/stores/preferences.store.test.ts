import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, usePreferencesStore } from './preferences.store';

function stored() {
  const raw = localStorage.getItem(PREFERENCES_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number }) : null;
}

describe('preferences store', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
  });

  it('starts with light theme, English, side menu and single view', () => {
    const state = usePreferencesStore.getState();
    expect(state.theme).toBe('light');
    expect(state.language).toEqual({ id: 'en-EN', name: 'English' });
    expect(state.menuStyle).toBe('side');
    expect(state.viewMode).toBe('single');
  });

  it('writes every change to localStorage', () => {
    const { toggleTheme, setLanguage, setMenuStyle, setViewMode } = usePreferencesStore.getState();
    toggleTheme();
    setLanguage('es-ES');
    setMenuStyle('top');
    setViewMode('triple');

    expect(stored()?.state).toEqual({
      theme: 'dark',
      language: { id: 'es-ES', name: 'Español' },
      menuStyle: 'top',
      viewMode: 'triple',
      siderCollapsed: false,
    });
  });

  it('restores stored preferences on rehydration', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        state: { theme: 'dark', language: { id: 'es-ES', name: 'Español' }, menuStyle: 'top', viewMode: 'double', siderCollapsed: true },
        version: 1,
      }),
    );
    await usePreferencesStore.persist.rehydrate();
    const state = usePreferencesStore.getState();
    expect(state.theme).toBe('dark');
    expect(state.language.id).toBe('es-ES');
    expect(state.menuStyle).toBe('top');
    expect(state.viewMode).toBe('double');
    expect(state.siderCollapsed).toBe(true);
  });

  it('ignores unknown stored values', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'sepia', language: { id: 'fr-FR' }, viewMode: 'quad' }, version: 1 }),
    );
    await usePreferencesStore.persist.rehydrate();
    const state = usePreferencesStore.getState();
    expect(state.theme).toBe('light');
    expect(state.language.id).toBe('en-EN');
    expect(state.viewMode).toBe('single');
  });
});
