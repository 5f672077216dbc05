import { DeleteOutlined, LinkOutlined, LogoutOutlined, UserAddOutlined } from '@ant-design/icons';
import type {
  AuditEntryDto,
  CreatedInvitationDto,
  InvitationDto,
  InvitationExpiryHours,
  MyOrganisationDto,
  OrganisationGroupsOnDelete,
  OrganisationInvitedRole,
  OrganisationMemberDto,
  OrganisationRole,
} from '@api';
import { Button, Card, Empty, Form, Input, InputNumber, Modal, Radio, Select, Switch, Tag } from 'antd';
import { ConfirmButton } from '@/components/antd/confirm-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';
import { useCurrentUser } from '@/lib/session';
import {
  useChangeRole,
  useCreateInvitation,
  useDeleteOrganisation,
  useOrganisationAudit,
  useOrganisationInvitations,
  useOrganisationMembers,
  useRemoveMember,
  useRevokeInvitation,
  useShowMembership,
  useTransferOwnership,
  useUpdateOrganisation,
  AUDIT_PAGE_SIZE,
} from '../api/organisations';
import { profileSpacePath } from '../lib/profile-space';
import type { TransferSlot } from '../lib/slots';
import { assignableRoles, isAdminRole } from '../lib/roles';
import { AvatarUpload } from './avatar-upload';
import { PageTurner } from './page-turner';

const EXPIRIES: InvitationExpiryHours[] = [1, 24, 168, 720];
const INVITED_ROLES: OrganisationInvitedRole[] = ['admin', 'member', 'viewer'];

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Name and description (admins change them); whether the member is shown on the public page; leaving. */
function DetailsCard({ organisation, me }: { organisation: MyOrganisationDto; me?: OrganisationMemberDto }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const admin = isAdminRole(organisation.role);
  const update = useUpdateOrganisation(organisation.slug, { success: t('settings.saved') });
  const show = useShowMembership(organisation.slug, { success: t('settings.shownSaved') });
  const leave = useRemoveMember(organisation.slug, { success: t('settings.left') });
  return (
    <Card title={t('settings.details')} data-testid="organisation-details">
      {admin && <AvatarUpload organisation={organisation} />}
      <Form
        name="organisation-details"
        layout="vertical"
        requiredMark={false}
        disabled={!admin}
        initialValues={{ name: organisation.name, description: organisation.description }}
        onFinish={(values: { name: string; description: string }) => void update.run(values)}
      >
        <Form.Item label={t('fields.name')} name="name" rules={[{ required: true, whitespace: true, message: t('fields.nameRequired') }]}>
          <Input maxLength={80} data-testid="settings-name" />
        </Form.Item>
        <Form.Item label={t('fields.description')} name="description">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {admin && (
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="settings-save">
            {t('settings.save')}
          </Button>
        )}
      </Form>
      <div className="ss-teams-setting-row">
        <Switch
          id="ss-organisation-shown"
          checked={me?.shown ?? false}
          loading={show.isPending}
          onChange={(shown) => void show.run(shown)}
          data-testid="settings-shown"
        />
        <label htmlFor="ss-organisation-shown">{t('settings.shown')}</label>
      </div>
      <ConfirmButton
        confirm={{ title: t('settings.leaveConfirm', { name: organisation.name }), okText: t('settings.leave'), cancelText: t('cancel') }}
        onConfirm={async () => {
          if (!user) return;
          const outcome = await leave.run(user.id);
          if (outcome.ok) navigate(profileSpacePath({ kind: 'mine' }));
        }}
        danger
        icon={<LogoutOutlined />}
        loading={leave.isPending}
        data-testid="settings-leave"
      >
        {t('settings.leave')}
      </ConfirmButton>
    </Card>
  );
}

/** The members with their roles; admins change roles they may give and remove; owners also hand over ownership. */
function MembersCard({ organisation, members }: { organisation: MyOrganisationDto; members: OrganisationMemberDto[] }) {
  const { t } = useTranslation('teams');
  const date = useDate();
  const { user } = useCurrentUser();
  const change = useChangeRole(organisation.slug, { success: t('members.roleChanged') });
  const remove = useRemoveMember(organisation.slug, { success: t('members.removed') });
  const transfer = useTransferOwnership(organisation.slug, { success: t('members.transferred') });
  const roles = assignableRoles(organisation.role);
  return (
    <Card title={t('members.title', { count: members.length })} data-testid="organisation-members-card">
      <ul className="ss-list ss-teams-list">
        {members.map((member) => {
          const self = member.userId === user?.id;
          const manageable = !self && roles.includes(member.role);
          return (
            <li key={member.userId} className="ss-list__box" data-testid="organisation-member" data-username={member.username}>
              <span>
                <strong>{member.username}</strong> <span className="ss-muted">{t('members.joined', { date: date(member.joinedAt) })}</span>
              </span>
              <span className="ss-teams-list__actions">
                {manageable ? (
                  <Select<OrganisationRole>
                    size="small"
                    value={member.role}
                    aria-label={t('members.roleOf', { name: member.username })}
                    options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
                    onChange={(role) => void change.run({ userId: member.userId, role })}
                    popupMatchSelectWidth={false}
                    data-testid="member-role"
                  />
                ) : (
                  <Tag data-testid="member-role-tag">{t(`roles.${member.role}`)}</Tag>
                )}
                {organisation.role === 'owner' && !self && member.role !== 'owner' && (
                  <ConfirmButton
                    confirm={{
                      title: t('members.transferConfirm', { name: member.username }),
                      okText: t('members.transfer'),
                      cancelText: t('cancel'),
                    }}
                    onConfirm={() => transfer.run(member.userId)}
                    size="small"
                    data-testid="member-transfer"
                  >
                    {t('members.transfer')}
                  </ConfirmButton>
                )}
                {manageable && (
                  <ConfirmButton
                    confirm={{
                      title: t('members.removeConfirm', { name: member.username }),
                      okText: t('members.remove'),
                      cancelText: t('cancel'),
                    }}
                    onConfirm={() => remove.run(member.userId)}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('members.removeOf', { name: member.username })}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

interface InviteForm {
  kind: 'member' | 'link';
  username?: string;
  role: OrganisationInvitedRole;
  expiresInHours: InvitationExpiryHours;
  maxUses: number;
}

/** Admins: invite by username or create a link (expiry, uses; shown once), and the open invitations, revocable. */
function InvitationsCard({ organisation }: { organisation: MyOrganisationDto }) {
  const { t } = useTranslation('teams');
  const date = useDate();
  const [form] = Form.useForm<InviteForm>();
  const kind = Form.useWatch('kind', form) ?? 'link';
  const { invitations } = useOrganisationInvitations(organisation.slug, true);
  const create = useCreateInvitation(organisation.slug, { success: t('invitations.created') });
  const revoke = useRevokeInvitation(organisation.slug, { success: t('invitations.revoked') });
  const [created, setCreated] = useState<CreatedInvitationDto | null>(null);

  const submit = async (values: InviteForm) => {
    const outcome = await create.run({
      role: values.role,
      expiresInHours: values.expiresInHours,
      ...(values.kind === 'member' ? { username: values.username?.trim() } : { maxUses: values.maxUses }),
    });
    if (outcome.ok) {
      setCreated(outcome.data as CreatedInvitationDto);
      form.resetFields(['username']);
    }
  };
  const describe = (invitation: InvitationDto) =>
    [
      invitation.kind === 'member' ? t('invitations.forMember', { name: invitation.username }) : t('invitations.link'),
      t(`roles.${invitation.role}`),
      t('invitations.uses', { count: invitation.uses, max: invitation.maxUses }),
      t(invitation.status === 'active' ? 'invitations.expires' : 'invitations.expired', { date: date(invitation.expiresAt) }),
    ].join(' · ');

  return (
    <Card title={t('invitations.title')} data-testid="organisation-invitations">
      <Form
        form={form}
        name="organisation-invite"
        layout="vertical"
        requiredMark={false}
        initialValues={{ kind: 'link', role: 'member', expiresInHours: 168, maxUses: 1 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="kind" label={t('invitations.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'link', label: t('invitations.byLink') },
              { value: 'member', label: t('invitations.byName') },
            ]}
            data-testid="invite-kind"
          />
        </Form.Item>
        {kind === 'member' && (
          <Form.Item
            label={t('fields.username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('fields.usernameRequired') }]}
          >
            <Input maxLength={30} data-testid="invite-username" />
          </Form.Item>
        )}
        <div className="ss-teams-form-row">
          <Form.Item label={t('invitations.role')} name="role">
            <Select data-testid="invite-role" options={INVITED_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} />
          </Form.Item>
          <Form.Item label={t('invitations.expiry')} name="expiresInHours">
            <Select data-testid="invite-expiry" options={EXPIRIES.map((hours) => ({ value: hours, label: t(`expiries.${hours}`) }))} />
          </Form.Item>
          {kind === 'link' && (
            <Form.Item label={t('invitations.maxUses')} name="maxUses">
              <InputNumber min={1} max={100} precision={0} data-testid="invite-uses" />
            </Form.Item>
          )}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          icon={kind === 'link' ? <LinkOutlined /> : <UserAddOutlined />}
          loading={create.isPending}
          data-testid="invite-submit"
        >
          {kind === 'link' ? t('invitations.createLink') : t('invitations.invite')}
        </Button>
      </Form>
      {created?.path && (
        <SecretShownOnce
          value={new URL(created.path, window.location.origin).toString()}
          title={t('invitations.linkOnce')}
          messages={{ copy: t('invitations.copy'), copied: t('invitations.copied'), copyFailed: t('invitations.copyFailed') }}
          testId="invitation-link"
          className="ss-teams-secret"
        />
      )}
      {invitations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invitations.none')} />
      ) : (
        <ul className="ss-list ss-teams-list" data-testid="invitation-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="ss-list__box" data-testid="invitation">
              <span>{describe(invitation)}</span>
              <ConfirmButton
                confirm={{ title: t('invitations.revokeConfirm'), okText: t('invitations.revoke'), cancelText: t('cancel') }}
                onConfirm={() => revoke.run(invitation.id)}
                size="small"
                danger
                icon={<DeleteOutlined />}
                data-testid="invitation-revoke"
              >
                {t('invitations.revoke')}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One audit entry in words: what happened, to whom (a member's name when they still belong), by whom. */
function AuditLine({ entry, names }: { entry: AuditEntryDto; names: Map<string, string> }) {
  const { t } = useTranslation('teams');
  const date = useDate();
  const details = entry.details as Record<string, string | undefined>;
  const who = (id?: string) => (id ? (names.get(id) ?? t('audit.formerMember')) : '');
  const known = t(`audit.actions.${entry.action}`, {
    defaultValue: entry.action,
    actor: entry.actor ?? t('audit.formerMember'),
    member: who(details.userId),
    from: details.from ? t(`roles.${details.from}`) : '',
    to: details.to ? t(`roles.${details.to}`) : '',
    role: details.role ? t(`roles.${details.role}`) : '',
    // The groups an import created: its text in the plural they take.
    ...(typeof entry.details.count === 'number' ? { count: entry.details.count } : {}),
  });
  return (
    <li className="ss-list__box" data-testid="audit-entry" data-action={entry.action}>
      <span>{known}</span>
      <span className="ss-muted">{date(entry.createdAt)}</span>
    </li>
  );
}

/** Admins: the organisation's audit, newest first, a page at a time. */
function AuditCard({ organisation, members }: { organisation: MyOrganisationDto; members: OrganisationMemberDto[] }) {
  const { t } = useTranslation('teams');
  const [page, setPage] = useState(1);
  const { entries } = useOrganisationAudit(organisation.slug, page, true);
  const names = new Map(members.map((member) => [member.userId, member.username]));
  return (
    <Card title={t('audit.title')} data-testid="organisation-audit">
      <ul className="ss-list ss-teams-list">
        {entries.map((entry) => (
          <AuditLine key={entry.id} entry={entry} names={names} />
        ))}
      </ul>
      <PageTurner page={page} full={entries.length >= AUDIT_PAGE_SIZE} onChange={setPage} />
    </Card>
  );
}

interface DeleteForm {
  groups: OrganisationGroupsOnDelete;
  heirId?: string;
  confirmSlug: string;
}

/** Owners: delete the organisation, its groups moved to an owner or deleted; asked twice (the address typed, then a last confirmation). */
function DeleteCard({ organisation, members }: { organisation: MyOrganisationDto; members: OrganisationMemberDto[] }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const [form] = Form.useForm<DeleteForm>();
  const groups = Form.useWatch('groups', form) ?? 'transfer';
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<DeleteForm | null>(null);
  const remove = useDeleteOrganisation(organisation.slug, { success: t('delete.done') });
  const owners = members.filter((member) => member.role === 'owner');
  const { user } = useCurrentUser();

  const run = async () => {
    if (!confirming) return;
    const outcome = await remove.run({
      confirmSlug: confirming.confirmSlug.trim(),
      groups: confirming.groups,
      ...(confirming.groups === 'transfer' ? { heirId: confirming.heirId } : {}),
    });
    if (outcome.ok) navigate(profileSpacePath({ kind: 'mine' }));
  };

  return (
    <Card title={t('delete.title')} className="ss-teams-danger" data-testid="organisation-delete">
      <p className="ss-muted">{t('delete.lead')}</p>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)} data-testid="organisation-delete-open">
        {t('delete.open')}
      </Button>
      <Modal
        open={open}
        title={t('delete.dialogTitle', { name: organisation.name })}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        data-testid="organisation-delete-dialog"
      >
        <Form
          form={form}
          name="organisation-delete"
          layout="vertical"
          requiredMark={false}
          initialValues={{ groups: 'transfer', heirId: user?.id }}
          onFinish={(values) => {
            setOpen(false);
            setConfirming(values);
          }}
        >
          <Form.Item name="groups" label={t('delete.groups')}>
            <Radio.Group
              options={[
                { value: 'transfer', label: t('delete.transfer') },
                { value: 'delete', label: t('delete.deleteGroups') },
              ]}
              data-testid="organisation-delete-groups"
            />
          </Form.Item>
          {groups === 'transfer' && (
            <Form.Item name="heirId" label={t('delete.heir')}>
              <Select
                data-testid="organisation-delete-heir"
                options={owners.map((owner) => ({ value: owner.userId, label: owner.username }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="confirmSlug"
            label={t('delete.typeSlug', { slug: organisation.slug })}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value?.trim() === organisation.slug ? Promise.resolve() : Promise.reject(new Error(t('delete.slugMismatch'))),
              },
            ]}
          >
            <Input autoComplete="off" data-testid="organisation-delete-slug" />
          </Form.Item>
          <Button danger type="primary" htmlType="submit" data-testid="organisation-delete-next">
            {t('delete.next')}
          </Button>
        </Form>
      </Modal>
      <Modal
        open={!!confirming}
        title={t('delete.confirmTitle')}
        onCancel={() => setConfirming(null)}
        onOk={() => void run()}
        okText={t('delete.confirm')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        data-testid="organisation-delete-confirm"
      >
        <p>
          {confirming?.groups === 'delete'
            ? t('delete.confirmDelete', { name: organisation.name })
            : t('delete.confirmTransfer', { name: organisation.name })}
        </p>
      </Modal>
    </Card>
  );
}

/**
 * The organisation's settings, by role: details and leaving for everyone; members; invitations, export and import of its
 * groups (`renderTransfer`, the transfer feature's buttons handed in by the route) and the audit for admins; deletion for owners.
 */
export function OrganisationSettings({ organisation, renderTransfer }: { organisation: MyOrganisationDto } & Partial<TransferSlot>) {
  const { members } = useOrganisationMembers(organisation.slug);
  const { user } = useCurrentUser();
  const admin = isAdminRole(organisation.role);
  const me = members.find((member) => member.userId === user?.id);
  const { t } = useTranslation('teams');
  return (
    <div className="ss-stack" data-testid="organisation-settings">
      <DetailsCard organisation={organisation} me={me} />
      <MembersCard organisation={organisation} members={members} />
      {admin && <InvitationsCard organisation={organisation} />}
      {admin && renderTransfer && (
        <Card title={t('transfer.title')} data-testid="organisation-transfer">
          <p className="ss-muted">{t('transfer.lead')}</p>
          {renderTransfer(organisation.slug)}
        </Card>
      )}
      {admin && <AuditCard organisation={organisation} members={members} />}
      {organisation.role === 'owner' && <DeleteCard organisation={organisation} members={members} />}
    </div>
  );
}
