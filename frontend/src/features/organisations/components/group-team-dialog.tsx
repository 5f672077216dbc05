import { DeleteOutlined } from '@ant-design/icons';
import type { GroupSharePermission, OrganisationGroupVisibility, SnippetGroupDto } from '@api';
import { Button, Divider, Empty, Form, Input, Modal, Select, Tag } from 'antd';
import { ConfirmButton } from '@/components/antd/confirm-button';
import { useTranslation } from 'react-i18next';
import { useGroupShares, useMyOrganisations, usePlaceGroup, useRevokeGroupShare, useShareGroup } from '../api/organisations';
import { isWriterRole } from '../lib/roles';
import { VISIBILITIES } from './organisation-group-card';

const PERMISSIONS: GroupSharePermission[] = ['read', 'edit'];

interface GroupTeamDialogProps {
  group: SnippetGroupDto;
  open: boolean;
  onClose: () => void;
}

interface MoveForm {
  slug: string;
  visibility: OrganisationGroupVisibility;
}

interface ShareForm {
  username: string;
  permission: GroupSharePermission;
}

/**
 * Profile: one of the member's groups and their teams: move it into an organisation they write in, with a
 * visibility there; and, for a private group, the members it is shared with (to read or to edit), listed and revocable.
 */
export default function GroupTeamDialog({ group, open, onClose }: GroupTeamDialogProps) {
  const { t } = useTranslation('teams');
  const title = group.title || group.technology.name;
  const { organisations } = useMyOrganisations();
  const writable = organisations.filter((organisation) => isWriterRole(organisation.role));
  const place = usePlaceGroup({ success: t('team.moved') });
  const { shares, isLoading } = useGroupShares(group.id, open && !group.isPublic);
  const share = useShareGroup(group.id, { success: t('team.shared') });
  const revoke = useRevokeGroupShare(group.id, { success: t('team.revoked') });
  const [moveForm] = Form.useForm<MoveForm>();
  const [shareForm] = Form.useForm<ShareForm>();

  const move = async ({ slug, visibility }: MoveForm) => {
    const outcome = await place.run({ slug, groupId: group.id, visibility });
    if (outcome.ok) onClose();
  };
  const add = async (values: ShareForm) => {
    const outcome = await share.run({ username: values.username.trim(), permission: values.permission });
    if (outcome.ok) shareForm.resetFields(['username']);
  };

  return (
    <Modal
      open={open}
      title={t('team.title', { group: title })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="group-team-dialog"
    >
      <h3 className="ss-teams-dialog__title">{t('team.moveTitle')}</h3>
      {writable.length === 0 ? (
        <p className="ss-muted">{t('team.noOrganisation')}</p>
      ) : (
        <Form
          form={moveForm}
          name={`move-group-${group.id}`}
          layout="vertical"
          requiredMark={false}
          initialValues={{ slug: writable[0].slug, visibility: group.isPublic ? 'public' : 'organisation' }}
          onFinish={(values) => void move(values)}
        >
          <Form.Item label={t('team.organisation')} name="slug">
            <Select
              data-testid="group-team-organisation"
              options={writable.map((organisation) => ({ value: organisation.slug, label: organisation.name }))}
            />
          </Form.Item>
          <Form.Item label={t('team.visibility')} name="visibility" extra={t('team.visibilityHelp')}>
            <Select
              data-testid="group-team-visibility"
              options={VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={place.isPending} data-testid="group-team-move">
            {t('team.move')}
          </Button>
        </Form>
      )}
      <Divider />
      <h3 className="ss-teams-dialog__title">{t('team.shareTitle')}</h3>
      {group.isPublic ? (
        <p className="ss-muted" data-testid="group-team-public">
          {t('team.sharePublic')}
        </p>
      ) : (
        <>
          <p className="ss-muted">{t('team.shareLead')}</p>
          <Form
            form={shareForm}
            name={`share-group-${group.id}`}
            layout="inline"
            requiredMark={false}
            initialValues={{ permission: 'read' }}
            onFinish={(values) => void add(values)}
            className="ss-teams-inline-form"
          >
            <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('fields.usernameRequired') }]}>
              <Input
                placeholder={t('fields.username')}
                aria-label={t('fields.username')}
                maxLength={30}
                data-testid="group-share-username"
              />
            </Form.Item>
            <Form.Item name="permission">
              <Select
                aria-label={t('team.permission')}
                data-testid="group-share-permission"
                options={PERMISSIONS.map((value) => ({ value, label: t(`permissions.${value}`) }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={share.isPending} data-testid="group-share-submit">
              {t('team.share')}
            </Button>
          </Form>
          {!isLoading && shares.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.noShares')} />
          ) : (
            <ul className="ss-list ss-teams-list" data-testid="group-shares">
              {shares.map((item) => (
                <li key={item.userId} className="ss-list__box" data-testid="group-share">
                  <span>
                    {item.username} <Tag>{t(`permissions.${item.permission}`)}</Tag>
                  </span>
                  <ConfirmButton
                    confirm={{ title: t('team.revokeConfirm', { name: item.username }), okText: t('team.revoke'), cancelText: t('cancel') }}
                    onConfirm={() => revoke.run(item.userId)}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('team.revokeOf', { name: item.username })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
