import { CameraOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { photoProblem } from '@/lib/account-validation';
import { useUpdatePhoto } from '../api/account';

export function PhotoUpload() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const updatePhoto = useUpdatePhoto({ success: t('messages:success.photoChanged') });

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = await photoProblem(file);
    if (problem) {
      toast.error(t(problem));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const outcome = await updatePhoto.run({ file: file as File });
    if (outcome.ok) onSuccess?.(outcome.data);
    else onError?.(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
  };

  return (
    <Upload
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      showUploadList={false}
      maxCount={1}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      data-testid="photo-upload"
    >
      <Button icon={<CameraOutlined />} loading={updatePhoto.isPending} data-testid="photo-upload-button">
        {t('photo.change')}
      </Button>
    </Upload>
  );
}
