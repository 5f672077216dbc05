import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { AppLayout } from '@/components/layouts/app-layout';
import type { RouteHandle } from '@/hooks/use-page-title';
import { paths } from '@/lib/paths';

/* Every screen is its own chunk. */
const IndexRoute = lazy(() => import('./routes/index.route'));
const ProfileRoute = lazy(() => import('./routes/profile.route'));
const ConfigRoute = lazy(() => import('./routes/config.route'));
const CustomTechnologiesRoute = lazy(() => import('./routes/custom-technologies.route'));
const LoginRoute = lazy(() => import('./routes/login.route'));
const LinkRegisterRoute = lazy(() => import('./routes/link-register.route'));
const AdminRoute = lazy(() => import('./routes/admin.route'));
const NotFoundRoute = lazy(() => import('./routes/not-found.route'));

const handle = (titleKey: string): RouteHandle => ({ titleKey });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <IndexRoute />, handle: handle('pages.index') },
      { path: paths.profile, element: <ProfileRoute />, handle: handle('pages.profile') },
      { path: paths.config, element: <ConfigRoute />, handle: handle('pages.config') },
      { path: paths.customTechnologies, element: <CustomTechnologiesRoute />, handle: handle('pages.customTechnologies') },
      { path: paths.login, element: <LoginRoute />, handle: handle('pages.login') },
      { path: paths.linkRegister, element: <LinkRegisterRoute />, handle: handle('pages.linkRegister') },
      { path: paths.admin, element: <AdminRoute />, handle: handle('pages.admin') },
      { path: '*', element: <NotFoundRoute />, handle: handle('pages.notFound') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
