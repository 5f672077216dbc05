import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordRule, sameAsPasswordRule } from '@/lib/account-validation';
import { useChangePassword } from '../api/account';

interface PasswordValues {
  password: string;
  repeatPassword: string;
}

/** The server sets the new password (firebase-admin), which ends the account's sessions; this device signs in again (useChangePassword). */
export function ChangePasswordCard({ accountEmail }: { accountEmail: string }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const changePassword = useChangePassword(accountEmail, { success: t('messages:success.passwordChanged') });
  const required = { required: true, message: t('messages:errors.allFieldsRequired') };

  const onFinish = async (values: PasswordValues) => {
    setSubmitting(true);
    const changed = await changePassword.run({ password: values.password, repeatPassword: values.repeatPassword });
    if (changed.ok) form.resetFields();
    setSubmitting(false);
  };

  return (
    <Card title={t('password.title')} className="ss-account-form" data-testid="change-password-card">
      <p className="ss-muted ss-account-form__lead">{t('password.lead')}</p>
      <Form name="change-password" form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
        {/* For password managers: the account these passwords belong to. */}
        <input type="text" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
        <div className="ss-account-form__pair">
          <Form.Item label={t('password.newPassword')} name="password" rules={[required, newPasswordRule(t)]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
          </Form.Item>
          <Form.Item
            label={t('password.repeatPassword')}
            name="repeatPassword"
            dependencies={['password']}
            rules={[required, sameAsPasswordRule(t('messages:errors.passwordsMismatch'))]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
