import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { preloadListing } from '@/features/listing/api/get-listing';
import { preloadTechnologies } from '@/features/technologies/api/get-technologies';
import { i18nReady } from '@/lib/i18n';
import { startSession } from '@/lib/session';
import './styles.css';

const router = createAppRouter();

startSession({
  goHome: ({ replace }) => {
    if (!replace || router.state.location.pathname !== '/') void router.navigate('/', { replace });
  },
});

// The Index's first page of groups and the technologies of its filter come in while the interface language's texts
// do (asked for now, not after the first render).
if (window.location.pathname === '/') {
  preloadListing(window.location.search);
  preloadTechnologies();
}
// Without its texts (a failed request) the app still starts; i18next then shows keys.
await i18nReady.catch(() => undefined);

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task that blocks input (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
