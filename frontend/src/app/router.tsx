import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { RouteError } from '@/components/errors/route-error';
import { AppLayout } from '@/components/layouts/app-layout';
import type { RouteHandle } from '@/hooks/use-page-title';
import { withNamespace } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { STAFF_ROLES } from '@/lib/session';
import { NotificationBellSlot } from '@/features/notifications/components/notification-bell-slot';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import IndexRoute from './routes/index.route';

/*
 * The Index, the landing page, comes with the entry (imported above): its first render commits the page at once,
 * instead of a spinner while a lazy chunk resolves (the largest paint, issue 16). Every other screen is its own chunk;
 * the Profile shows without antd (its forms and dialogs bring it when opened); the others use antd, which comes with
 * them (lazyWithAntd).
 */
// The Profile's organisations (its switcher and their views) speak the `teams` namespace, which is not in the first load.
const ProfileRoute = lazy(() => withNamespace('teams', import('./routes/profile.route')));
const ConfigRoute = lazyWithAntd(() => import('./routes/config.route'));
const SignedOutConfigRoute = lazyWithAntd(() => import('./routes/signed-out-config.route'));
const CustomTechnologiesRoute = lazyWithAntd(() => import('./routes/custom-technologies.route'));
const LoginRoute = lazyWithAntd(() => import('./routes/login.route'));
const LinkRegisterRoute = lazyWithAntd(() => import('./routes/link-register.route'));
const EmailLinkRoute = lazyWithAntd(() => import('./routes/email-link.route'));
const AdminRoute = lazyWithAntd(() => import('./routes/admin.route'));
const SharedGroupRoute = lazyWithAntd(() => import('./routes/shared-group.route'));
const NotFoundRoute = lazyWithAntd(() => import('./routes/not-found.route'));
const GroupRoute = lazyWithAntd(() => import('./routes/group.route'));
const TechnologyRoute = lazyWithAntd(() => import('./routes/technology.route'));
const MemberRoute = lazyWithAntd(() => withNamespace('pin-order', import('./routes/member.route')));
const CollectionRoute = lazyWithAntd(() => import('./routes/collection.route'));
const CollectionsRoute = lazyWithAntd(() => import('./routes/collections.route'));
const TeamsRoute = lazyWithAntd(() => withNamespace('teams', import('./routes/teams.route')));
const NotificationsRoute = lazyWithAntd(() => withNamespace('digest', import('./routes/notifications.route')));
const DigestUnsubscribeRoute = lazyWithAntd(() =>
  withNamespace('digest', import('@/features/notifications/components/digest-unsubscribe-screen')),
);
const TagRoute = lazyWithAntd(() => import('./routes/tag.route'));

const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** Member-only screens are wrapped in `RequireAuth`, role-restricted ones also in `RequireRole`: screens never check the session themselves. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout headerExtra={<NotificationBellSlot />} />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <IndexRoute />, handle: handle('pages.index') },
      {
        path: paths.profile,
        element: (
          <RequireAuth lead="my-groups:signInLead">
            <ProfileRoute />
          </RequireAuth>
        ),
        handle: handle('pages.profile'),
      },
      {
        path: paths.config,
        element: (
          <RequireAuth fallback={<SignedOutConfigRoute />}>
            <ConfigRoute />
          </RequireAuth>
        ),
        handle: handle('pages.config'),
      },
      {
        path: paths.customTechnologies,
        element: (
          <RequireAuth lead="technologies:panel.signInSubtitle">
            <CustomTechnologiesRoute />
          </RequireAuth>
        ),
        handle: handle('pages.customTechnologies'),
      },
      { path: paths.login, element: <LoginRoute />, handle: handle('pages.login') },
      { path: paths.linkRegister, element: <LinkRegisterRoute />, handle: handle('pages.linkRegister') },
      { path: paths.verifyEmail, element: <EmailLinkRoute kind="verify" />, handle: handle('pages.verifyEmail') },
      { path: paths.resetPassword, element: <EmailLinkRoute kind="reset" />, handle: handle('pages.resetPassword') },
      { path: paths.confirmEmail, element: <EmailLinkRoute kind="confirm" />, handle: handle('pages.confirmEmail') },
      {
        path: paths.admin,
        element: (
          <RequireAuth lead="moderation:forbidden.signedOut">
            <RequireRole roles={STAFF_ROLES} reason="moderation:forbidden.member">
              <AdminRoute />
            </RequireRole>
          </RequireAuth>
        ),
        handle: handle('pages.admin'),
      },
      { path: paths.shared, element: <SharedGroupRoute />, handle: handle('pages.shared') },
      { path: paths.group, element: <GroupRoute />, handle: handle('pages.group') },
      { path: paths.technology, element: <TechnologyRoute />, handle: handle('pages.technology') },
      { path: paths.member, element: <MemberRoute />, handle: handle('pages.member') },
      { path: paths.collection, element: <CollectionRoute />, handle: handle('pages.collection') },
      { path: paths.tag, element: <TagRoute />, handle: handle('pages.tag') },
      {
        path: paths.collections,
        element: (
          <RequireAuth lead="organise:collections.signInLead">
            <CollectionsRoute />
          </RequireAuth>
        ),
        handle: handle('pages.collections'),
      },
      { path: paths.organisation, element: <TeamsRoute screen="organisation" />, handle: handle('pages.organisation') },
      {
        path: paths.organisationSettings,
        element: (
          <RequireAuth>
            <TeamsRoute screen="settings" />
          </RequireAuth>
        ),
        handle: handle('pages.organisationSettings'),
      },
      {
        path: paths.join,
        element: (
          <RequireAuth>
            <TeamsRoute screen="join" />
          </RequireAuth>
        ),
        handle: handle('pages.join'),
      },
      {
        path: paths.notifications,
        element: (
          <RequireAuth lead="notifications:signInLead">
            <NotificationsRoute />
          </RequireAuth>
        ),
        handle: handle('pages.notifications'),
      },
      { path: paths.unsubscribe, element: <DigestUnsubscribeRoute />, handle: handle('pages.unsubscribe') },
      { path: '*', element: <NotFoundRoute />, handle: handle('pages.notFound') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
