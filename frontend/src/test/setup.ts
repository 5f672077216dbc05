import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { i18nReady } from '@/lib/i18n';

// The app renders once the interface language's texts are in (main.tsx); so do the tests, with both languages.
await i18nReady;
await i18n.loadLanguages(['en-EN', 'es-ES']);

// antd reads matchMedia (responsive observers, Grid); happy-dom has a partial one, so a stable stub.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
