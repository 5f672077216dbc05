import { GlobalOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { SnippetGroupDto } from '@api';
import { Alert, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { filterTechnologies, GroupTechnologyFilter } from '@/components/technology/group-technology-filter';
import { LoadError } from '@/components/ui/load-error';
import { useMemberTechnologies } from '@/lib/member-technologies';
import { useCurrentUser } from '@/lib/session';
import { organisationGroupsKey, useOrganisation, useOrganisationGroups, usePlaceGroup } from '../api/organisations';
import { organisationPath, organisationSettingsPath } from '../lib/organisation-paths';
import { isAdminRole, isWriterRole } from '../lib/roles';
import type { TeamSlots } from '../lib/slots';
import { OrganisationAvatar } from './organisation-avatar';
import { OrganisationGroupCard } from './organisation-group-card';
import { TeamGroupsPage } from './team-groups-page';

/**
 * Profile, one organisation: its groups as its member reads them (public, organisation-only, and their own private
 * ones), each with its visibility; members and up create a group in it and edit its groups (their versions, drafts and
 * snippets), viewers read them; its author or an admin changes a group's visibility or moves it out. A technology filter
 * (`?tech=<id>`, as the Profile's own groups; the server filters) lists the official technologies and the member's
 * custom ones. Loaded with antd when the organisation is first chosen.
 */
export default function OrganisationSpace({ slug, renderGroup, renderCreateGroup, renderEditableGroup }: { slug: string } & TeamSlots) {
  const { t } = useTranslation('teams');
  const { user } = useCurrentUser();
  const organisation = useOrganisation(slug);
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const techId = params.get('tech') || null;
  const groups = useOrganisationGroups(slug, page, techId);
  const known = useMemberTechnologies().technologies;
  const technologies = useMemo(
    () => filterTechnologies(known, techId, groups.data ?? [], t('common:technologyFilter.unknown')),
    [known, techId, groups.data, t],
  );
  // A new filter replaces the address (as the Profile's does) and starts again at the first page.
  const setTech = (id: string | null) => {
    setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('tech', id);
        else next.delete('tech');
        return next;
      },
      { replace: true },
    );
  };
  const listKey = organisationGroupsKey(slug);
  const place = usePlaceGroup({ success: t('groups.created') });
  const [creating, setCreating] = useState(false);

  if (organisation.notFound) {
    return (
      <Result status="404" title={t('space.notMember')} subTitle={t('space.notMemberLead')} data-testid="organisation-space-missing" />
    );
  }
  if (organisation.error) return <LoadError onRetry={organisation.retry} />;
  if (!organisation.data) return <Skeleton active />;
  const { role, name } = organisation.data;
  const writer = isWriterRole(role);
  const admin = isAdminRole(role);

  const onCreated = async (group: SnippetGroupDto) => {
    setCreating(false);
    // Made in the member's own groups, then moved in: public stays public, otherwise the organisation's members read it.
    await place.run({ slug, groupId: group.id, visibility: group.isPublic ? 'public' : 'organisation' });
  };

  return (
    <section className="ss-stack" aria-labelledby="ss-organisation-space-title" data-testid="organisation-space">
      <header className="ss-teams-head">
        <div>
          <h2 id="ss-organisation-space-title" className="ss-teams-head__title">
            <OrganisationAvatar url={organisation.data.avatarUrl} size={32} /> {name}{' '}
            <Tag data-testid="organisation-role">{t(`roles.${role}`)}</Tag>
          </h2>
          <p className="ss-muted">{t(`space.lead.${writer ? 'writer' : 'viewer'}`)}</p>
        </div>
        <div className="ss-teams-head__actions">
          <Link to={organisationPath(slug)}>
            <GlobalOutlined aria-hidden="true" /> {t('space.publicPage')}
          </Link>
          <Link to={organisationSettingsPath(slug)} data-testid="organisation-settings-link">
            <SettingOutlined aria-hidden="true" /> {t('space.settings')}
          </Link>
          {writer && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="organisation-group-create">
              {t('space.newGroup')}
            </Button>
          )}
        </div>
      </header>
      {writer && <Alert type="info" showIcon message={t('space.moveHint')} />}
      <div className="ss-toolbar" data-testid="organisation-toolbar">
        <GroupTechnologyFilter technologies={technologies} value={techId} onChange={setTech} />
      </div>
      <TeamGroupsPage
        groups={groups}
        page={page}
        onPageChange={setPage}
        empty={
          techId ? (
            <Empty description={<span data-testid="organisation-groups-empty">{t('space.emptyFiltered')}</span>}>
              <Button onClick={() => setTech(null)}>{t('space.showAll')}</Button>
            </Empty>
          ) : (
            <Empty description={<span data-testid="organisation-groups-empty">{t('space.empty')}</span>} />
          )
        }
        testId="organisation-groups"
      >
        {(group) => (
          <OrganisationGroupCard
            key={group.id}
            slug={slug}
            group={group}
            isOwn={group.owner.id === user?.id}
            canManage={(group.owner.id === user?.id && writer) || admin}
            canEdit={writer}
            listKey={listKey}
            renderGroup={renderGroup}
            renderEditableGroup={renderEditableGroup}
          />
        )}
      </TeamGroupsPage>
      {writer && renderCreateGroup({ open: creating, onClose: () => setCreating(false), onCreated: (group) => void onCreated(group) })}
    </section>
  );
}
