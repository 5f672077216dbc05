import type { PublicOrganisationDto } from '@api';
import { SettingOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { memberPath, paths } from '@/lib/paths';
import { useMyOrganisations } from '../api/organisations';
import { organisationSettingsPath } from '../lib/organisation-paths';
import { profileSpacePath } from '../lib/profile-space';
import { OrganisationAvatar } from './organisation-avatar';
import '../organisations.css';

/** An organisation's page header: its name, description, the members who chose to be shown, and its members' links. */
export function OrganisationHeader({ organisation }: { organisation: PublicOrganisationDto }) {
  const { t } = useTranslation('teams');
  const { organisations } = useMyOrganisations();
  const mine = organisations.find((item) => item.id === organisation.id);
  return (
    <header className="ss-teams-page-head" data-testid="organisation-header">
      <OrganisationAvatar url={organisation.avatarUrl} />
      <div className="ss-teams-page-head__text">
        <h2 className="ss-teams-page-head__title" data-testid="organisation-title">
          {organisation.name}
        </h2>
        {organisation.description && <p className="ss-teams-page-head__description">{organisation.description}</p>}
        {organisation.members.length > 0 && (
          <p className="ss-muted" data-testid="organisation-members">
            {t('page.members')}{' '}
            {organisation.members.map((member, index) => (
              <span key={member.userId}>
                {index > 0 && ', '}
                <Link to={memberPath(member.username)}>{member.username}</Link>
              </span>
            ))}
          </p>
        )}
        {mine && (
          <p className="ss-teams-page-head__links">
            <Link to={profileSpacePath({ kind: 'organisation', slug: organisation.slug })} data-testid="organisation-open-space">
              {t('page.openSpace')}
            </Link>
            <Link to={organisationSettingsPath(organisation.slug)}>
              <SettingOutlined aria-hidden="true" /> {t('space.settings')}
            </Link>
          </p>
        )}
        {mine && <OrganisationSearch slug={organisation.slug} />}
      </div>
    </header>
  );
}

/**
 * Search within the organisation, for its members: the Index's search with `org:<slug>`, which also
 * finds the organisation-only groups for them (docs/search.md).
 */
function OrganisationSearch({ slug }: { slug: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  return (
    <Input.Search
      className="ss-teams-page-head__search"
      data-testid="organisation-search"
      aria-label={t('page.search')}
      placeholder={t('page.searchPlaceholder')}
      maxLength={150}
      allowClear
      onSearch={(words) => {
        const q = `org:${slug} ${words.trim()}`.trim();
        void navigate(`${paths.index}?${new URLSearchParams({ q }).toString()}`);
      }}
    />
  );
}
