import JoinRoute from './join.route';
import OrganisationSettingsRoute from './organisation-settings.route';
import OrganisationRoute from './organisation.route';

/**
 * The organisations' screens in one chunk (one entry in the router, which the Index's first load carries): an
 * organisation's page, its settings, and an invitation link.
 */
export default function TeamsRoute({ screen }: { screen: 'organisation' | 'settings' | 'join' }) {
  if (screen === 'settings') return <OrganisationSettingsRoute />;
  if (screen === 'join') return <JoinRoute />;
  return <OrganisationRoute />;
}
