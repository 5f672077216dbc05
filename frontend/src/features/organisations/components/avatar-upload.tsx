import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import type { MyOrganisationDto } from '@api';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useRemoveAvatar, useSetAvatar } from '../api/organisations';
import { OrganisationAvatar } from './organisation-avatar';

/** Admins: the organisation's avatar, changed (a .jpg or .png up to 2 MB; the server checks the content again) or removed. */
export function AvatarUpload({ organisation }: { organisation: MyOrganisationDto }) {
  const { t } = useTranslation('teams');
  const setAvatar = useSetAvatar(organisation.slug, { success: t('settings.avatarChanged') });
  const removeAvatar = useRemoveAvatar(organisation.slug, { success: t('settings.avatarRemoved') });

  const imageUpload = useImageUpload((file) => setAvatar.run(file));

  return (
    <div className="ss-teams-setting-row" data-testid="organisation-avatar-setting">
      <OrganisationAvatar url={organisation.avatarUrl} size={48} />
      <Upload {...imageUpload} data-testid="organisation-avatar-upload">
        <Button icon={<CameraOutlined />} loading={setAvatar.isPending}>
          {t('settings.avatarChange')}
        </Button>
      </Upload>
      {organisation.avatarUrl && (
        <Button
          icon={<DeleteOutlined />}
          loading={removeAvatar.isPending}
          onClick={() => void removeAvatar.run()}
          data-testid="organisation-avatar-remove"
        >
          {t('settings.avatarRemove')}
        </Button>
      )}
    </div>
  );
}
