import { CameraOutlined } from '@ant-design/icons';
import { updatePhoto } from '@api';
import { Button, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkPhotoFile, hasImageSignature } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

async function readSignature(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}

/** Seed: only .jpg and .png ("Only .jpg and .png files are allowed"), up to 2 MB; the server checks the content again. */
export async function photoProblem(file: File): Promise<string | null> {
  const key = checkPhotoFile(file);
  if (key) return key;
  return hasImageSignature(await readSignature(file)) ? null : 'messages:errors.imageType';
}

export function PhotoUpload() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const refresh = useRefreshCurrentUser();
  const [uploading, setUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = await photoProblem(file);
    if (problem) {
      toast.error(t(problem));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    updatePhoto({ file: file as File })
      .then(async (answer) => {
        await refresh();
        toast.success(t('messages:success.photoChanged'));
        onSuccess?.(answer.data);
      })
      .catch((error: unknown) => {
        toast.error(isApiError(error) ? error.message : t('messages:errors.generic'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => setUploading(false));
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
      <Button icon={<CameraOutlined />} loading={uploading} data-testid="photo-upload-button">
        {t('photo.change')}
      </Button>
    </Upload>
  );
}
