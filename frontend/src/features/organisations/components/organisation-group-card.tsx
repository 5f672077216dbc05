import { LogoutOutlined } from '@ant-design/icons';
import type { OrganisationGroupDto, OrganisationGroupVisibility } from '@api';
import { Button, Popconfirm, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlaceGroup, useRemoveGroup } from '../api/organisations';
import type { ApiKey } from '@/lib/use-api-mutation';
import type { EditableGroupRenderer, GroupRenderer } from '../lib/slots';

export const VISIBILITIES: OrganisationGroupVisibility[] = ['public', 'organisation', 'private'];

interface OrganisationGroupCardProps {
  slug: string;
  group: OrganisationGroupDto;
  /** Its author, or an admin of the organisation: changes its visibility and moves it out. */
  canManage: boolean;
  isOwn: boolean;
  /** A member, admin or owner of the organisation: edits the group's content (its versions, drafts and snippets). */
  canEdit: boolean;
  /** The organisation's list of groups (reloaded after an edit). */
  listKey: ApiKey;
  renderGroup: GroupRenderer;
  renderEditableGroup: EditableGroupRenderer;
}

/**
 * One group of an organisation in the Profile: its visibility there (changed by its author or an admin), then the group
 * itself, edited by the organisation's writers (member and up), read-only for its viewers.
 */
export function OrganisationGroupCard({
  slug,
  group,
  canManage,
  isOwn,
  canEdit,
  listKey,
  renderGroup,
  renderEditableGroup,
}: OrganisationGroupCardProps) {
  const { t } = useTranslation('teams');
  const place = usePlaceGroup({ success: t('groups.visibilityChanged') });
  const remove = useRemoveGroup({ success: t('groups.movedOut') });
  const title = group.title || group.technology.name;
  return (
    <div className="ss-teams-group" data-testid="organisation-group" data-group-id={group.id}>
      <div className="ss-teams-group__bar">
        {canManage ? (
          <Select<OrganisationGroupVisibility>
            size="small"
            value={group.visibility}
            aria-label={t('groups.visibilityOf', { group: title })}
            options={VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}`) }))}
            onChange={(visibility) => void place.run({ slug, groupId: group.id, visibility })}
            loading={place.isPending}
            popupMatchSelectWidth={false}
            data-testid="organisation-group-visibility"
          />
        ) : (
          <Tag data-testid="organisation-group-visibility">{t(`visibility.${group.visibility}`)}</Tag>
        )}
        {canManage && (
          <Popconfirm
            title={t('groups.moveOutConfirm')}
            okText={t('groups.moveOut')}
            cancelText={t('cancel')}
            onConfirm={() => remove.run({ slug, groupId: group.id })}
          >
            <Button size="small" icon={<LogoutOutlined />} loading={remove.isPending} data-testid="organisation-group-move-out">
              {t('groups.moveOut')}
            </Button>
          </Popconfirm>
        )}
      </div>
      {canEdit ? renderEditableGroup(group, { listKey, canDelete: canManage, isOwn }) : renderGroup(group, isOwn)}
    </div>
  );
}
