import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { i18nReady } from '@/lib/i18n';

// The app renders once the interface language's texts are in (main.tsx); so do the tests, with both languages.
await i18nReady;
await i18n.loadLanguages(['en-EN', 'es-ES']);

// findBy* and waitFor wait for their condition up to 20 s: the first render of a lazy route compiles its
// modules, which takes seconds on a busy machine (CI runs other suites beside these). A wait that is met
// returns at once.
configure({ asyncUtilTimeout: 20_000 });

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
