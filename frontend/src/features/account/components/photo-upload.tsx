import { CameraOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useUpdatePhoto } from '../api/account';

export function PhotoUpload() {
  const { t } = useTranslation('account');
  const updatePhoto = useUpdatePhoto({ success: t('messages:success.photoChanged') });

  const imageUpload = useImageUpload((file) => updatePhoto.run({ file }));

  return (
    <Upload {...imageUpload} data-testid="photo-upload">
      <Button icon={<CameraOutlined />} loading={updatePhoto.isPending} data-testid="photo-upload-button">
        {t('photo.change')}
      </Button>
    </Upload>
  );
}
