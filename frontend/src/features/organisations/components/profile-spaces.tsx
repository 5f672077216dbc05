import { CheckOutlined, CloseOutlined, TeamOutlined } from '@ant-design/icons';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/lazy-dialog';
import { ListSelect, type ListSelectOption } from '@/components/ui/list-select';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAcceptInvitation, useDeclineInvitation, useMyOrganisations, useReceivedInvitations } from '../api/organisations';
import { parseProfileSpace, type ProfileSpace, profileSpaceValue } from '../lib/profile-space';
import type { TeamSlots } from '../lib/slots';
import '../organisations.css';

const OrganisationSpace = lazyWithAntd(() => import('./organisation-space'));
const SharedWithMe = lazyWithAntd(() => import('./shared-with-me'));
const CreateOrganisationDialog = lazyWithAntd(() => import('./create-organisation-dialog'));

const MINE = 'mine';

/** The invitations addressed to the member, each with accept and decline (nothing when there are none). */
function ReceivedInvitations() {
  const { t } = useTranslation('teams');
  const { invitations } = useReceivedInvitations();
  const accept = useAcceptInvitation({ success: t('invitations.accepted') });
  const decline = useDeclineInvitation({ success: t('invitations.declined') });
  if (invitations.length === 0) return null;
  return (
    <section className="ss-teams-invitations" aria-labelledby="ss-teams-invitations-title" data-testid="received-invitations">
      <h2 id="ss-teams-invitations-title" className="ss-teams-invitations__title">
        {t('invitations.received')}
      </h2>
      <ul className="ss-list ss-teams-list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="ss-list__box" data-testid="received-invitation">
            <span>{t('invitations.to', { name: invitation.organisation.name, role: t(`roles.${invitation.role}`) })}</span>
            <span className="ss-teams-list__actions">
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined />}
                loading={accept.pending.includes(invitation.id)}
                onClick={() => void accept.run(invitation.id)}
                data-testid="invitation-accept"
              >
                {t('invitations.accept')}
              </Button>
              <Button
                size="small"
                icon={<CloseOutlined />}
                loading={decline.pending.includes(invitation.id)}
                onClick={() => void decline.run(invitation.id)}
                data-testid="invitation-decline"
              >
                {t('invitations.decline')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Profile's switcher between the member's own groups (`children`), each organisation they belong to, and the
 * groups shared with them (`?space=`), with the "New organisation" action and the invitations they received. The
 * organisations' and shared views (antd) load when first chosen; the group cards and the create-group dialog are the
 * app's (`slots`).
 */
export function ProfileSpaces({ children, ...slots }: { children: ReactNode } & TeamSlots) {
  const { t } = useTranslation('teams');
  const [params, setParams] = useSearchParams();
  const space = parseProfileSpace(params);
  const { organisations } = useMyOrganisations();

  const options: ListSelectOption<string>[] = [
    { value: MINE, label: t('spaces.mine') },
    ...organisations.map((organisation) => ({ value: `org:${organisation.slug}`, label: organisation.name })),
    { value: 'shared', label: t('spaces.shared') },
  ];
  const value = profileSpaceValue(space) ?? MINE;
  // An organisation named by the address before the list arrives (or one the member left): still a choice.
  if (!options.some((option) => option.value === value) && space.kind === 'organisation')
    options.splice(1, 0, { value, label: space.slug });
  const choose = (next: string) => setParams(next === MINE ? {} : { space: next });
  const createDialog = useLazyDialog((state) => (
    <CreateOrganisationDialog
      {...state}
      onCreated={(slug) => {
        state.onClose();
        choose(`org:${slug}`);
      }}
    />
  ));

  return (
    <>
      <div className="ss-teams-bar" data-testid="profile-spaces">
        <ListSelect aria-label={t('spaces.label')} value={value} options={options} onChange={choose} data-testid="profile-space" />
        <Button icon={<TeamOutlined />} onClick={createDialog.show} data-testid="organisation-create-open">
          {t('create.open')}
        </Button>
      </div>
      <ReceivedInvitations />
      <SpaceContent space={space} slots={slots}>
        {children}
      </SpaceContent>
      {createDialog.rendered}
    </>
  );
}

function SpaceContent({ space, slots, children }: { space: ProfileSpace; slots: TeamSlots; children: ReactNode }) {
  if (space.kind === 'mine') return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      {space.kind === 'shared' ? (
        <SharedWithMe renderGroup={slots.renderGroup} />
      ) : (
        <OrganisationSpace key={space.slug} slug={space.slug} {...slots} />
      )}
    </Suspense>
  );
}
