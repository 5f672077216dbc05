import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import type { MyOrganisationDto } from '@api';
import { Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { photoProblem } from '@/lib/account-validation';
import { useRemoveAvatar, useSetAvatar } from '../api/organisations';
import { OrganisationAvatar } from './organisation-avatar';

/** Admins: the organisation's avatar, changed (a .jpg or .png up to 2 MB; the server checks the content again) or removed. */
export function AvatarUpload({ organisation }: { organisation: MyOrganisationDto }) {
  const { t } = useTranslation('teams');
  const toast = useToast();
  const setAvatar = useSetAvatar(organisation.slug, { success: t('settings.avatarChanged') });
  const removeAvatar = useRemoveAvatar(organisation.slug, { success: t('settings.avatarRemoved') });

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = await photoProblem(file);
    if (problem) {
      toast.error(t(problem));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const outcome = await setAvatar.run(file as File);
    if (outcome.ok) onSuccess?.(outcome.data);
    else onError?.(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
  };

  return (
    <div className="ss-teams-setting-row" data-testid="organisation-avatar-setting">
      <OrganisationAvatar url={organisation.avatarUrl} size={48} />
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        data-testid="organisation-avatar-upload"
      >
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
