import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeName = 'light' | 'dark';
export type LanguageId = 'en-EN' | 'es-ES';
export interface Language {
  id: LanguageId;
  name: string;
}
/** `side`: collapsible side menu (Sider); `top`: horizontal menu in the header. */
export type MenuStyle = 'side' | 'top';
export type ViewMode = 'single' | 'double' | 'triple';

export const LANGUAGES: readonly Language[] = [
  { id: 'en-EN', name: 'English' },
  { id: 'es-ES', name: 'Español' },
];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];
export const PREFERENCES_STORAGE_KEY = 'snipstack-preferences';

interface Preferences {
  theme: ThemeName;
  language: Language;
  menuStyle: MenuStyle;
  viewMode: ViewMode;
  siderCollapsed: boolean;
}

interface PreferencesActions {
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  setLanguage: (id: LanguageId) => void;
  setMenuStyle: (menuStyle: MenuStyle) => void;
  setViewMode: (viewMode: ViewMode) => void;
  setSiderCollapsed: (collapsed: boolean) => void;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  menuStyle: 'side',
  viewMode: 'single',
  siderCollapsed: false,
};

function findLanguage(id: string | undefined | null): Language {
  return LANGUAGES.find((language) => language.id === id) ?? DEFAULT_LANGUAGE;
}

/** The user's preferences (theme, language, menu style, view mode), kept in localStorage. Server data never goes here. */
export const usePreferencesStore = create<Preferences & PreferencesActions>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
      setLanguage: (id) => set({ language: findLanguage(id) }),
      setMenuStyle: (menuStyle) => set({ menuStyle }),
      setViewMode: (viewMode) => set({ viewMode }),
      setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, language, menuStyle, viewMode, siderCollapsed }): Preferences => ({
        theme,
        language,
        menuStyle,
        viewMode,
        siderCollapsed,
      }),
      // Whatever is stored, only known values come back.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Preferences>;
        return {
          ...current,
          theme: stored.theme === 'dark' || stored.theme === 'light' ? stored.theme : current.theme,
          language: findLanguage(stored.language?.id),
          menuStyle: stored.menuStyle === 'top' || stored.menuStyle === 'side' ? stored.menuStyle : current.menuStyle,
          viewMode: ['single', 'double', 'triple'].includes(stored.viewMode as string) ? (stored.viewMode as ViewMode) : current.viewMode,
          siderCollapsed: typeof stored.siderCollapsed === 'boolean' ? stored.siderCollapsed : current.siderCollapsed,
        };
      },
    },
  ),
);
