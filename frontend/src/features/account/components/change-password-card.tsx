import { LockOutlined } from '@ant-design/icons';
import { changePassword } from '@api';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkPassword, sameAsPasswordRule } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { readStoredToken, storeToken } from '@/lib/auth-token';

interface PasswordValues {
  password: string;
  repeatPassword: string;
}

/**
 * The server sets the new password (firebase-admin), which ends the other sessions; this device
 * signs in again with it, best effort, so it keeps a valid token.
 */
async function renewSession(password: string): Promise<void> {
  try {
    const { getFirebaseAuth, loadAuthSdk } = await import('@/lib/firebase');
    const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
    const email = auth.currentUser?.email;
    if (!email) return;
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    if (readStoredToken()) storeToken(await user.getIdToken());
  } catch {
    /* the current token stays valid until it expires */
  }
}

export function ChangePasswordCard({ accountEmail }: { accountEmail: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const required = { required: true, message: t('messages:errors.allFieldsRequired') };

  const onFinish = async (values: PasswordValues) => {
    setSubmitting(true);
    try {
      await changePassword({ password: values.password, repeatPassword: values.repeatPassword });
      await renewSession(values.password);
      toast.success(t('messages:success.passwordChanged'));
      form.resetFields();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('messages:errors.generic'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('password.title')} className="ss-account-form" data-testid="change-password-card">
      <p className="ss-muted ss-account-form__lead">{t('password.lead')}</p>
      <Form name="change-password" form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
        {/* For password managers: the account these passwords belong to. */}
        <input type="text" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
        <div className="ss-account-form__pair">
          <Form.Item
            label={t('password.newPassword')}
            name="password"
            rules={[
              required,
              {
                validator: (_: unknown, value: string | undefined) => {
                  const key = value ? checkPassword(value) : null;
                  return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
                },
              },
            ]}
          >
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
