import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** The submit button's words. */
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  submitTestId?: string;
}

/** The Profile's forms' buttons: Cancel, and the primary button that submits the form (loading while it saves). */
export function FormActions({ submitLabel, saving, onCancel, submitTestId }: FormActionsProps) {
  const { t } = useTranslation('my-groups');
  return (
    <div className="ss-form-actions">
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}
