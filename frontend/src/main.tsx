import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { startSession } from '@/lib/session';
import './styles.css';

const router = createAppRouter();

startSession({
  goHome: ({ replace }) => {
    if (!replace || router.state.location.pathname !== '/') void router.navigate('/', { replace });
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
