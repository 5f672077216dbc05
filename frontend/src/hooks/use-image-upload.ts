import { Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { photoProblem } from '@/lib/account-validation';
import type { MutationOutcome } from '@/lib/use-api-mutation';

/**
 * antd Upload's props for one picture (a .jpg or .png up to 2 MB, checked here and again by the server):
 * a wrong file is refused with a toast in the user's language before anything is sent, a right one goes
 * to `upload`. The member's photo and an organisation's avatar.
 */
export function useImageUpload(upload: (file: File) => Promise<MutationOutcome<unknown>>): UploadProps {
  const { t } = useTranslation();
  const toast = useToast();
  return {
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    showUploadList: false,
    maxCount: 1,
    beforeUpload: async (file) => {
      const problem = await photoProblem(file);
      if (problem) {
        toast.error(t(problem));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: async ({ file, onSuccess, onError }) => {
      const outcome = await upload(file as File);
      if (outcome.ok) onSuccess?.(outcome.data);
      else onError?.(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
    },
  };
}
