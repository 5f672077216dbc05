import { UserOutlined } from '@ant-design/icons';
import { changeUsername } from '@api';
import { Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkUsername } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

export function ChangeUsernameCard({ currentUsername }: { currentUsername: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const refresh = useRefreshCurrentUser();
  const [form] = Form.useForm<{ username: string }>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    form.setFieldsValue({ username: currentUsername });
  }, [currentUsername, form]);

  const onFinish = async ({ username }: { username: string }) => {
    setSubmitting(true);
    try {
      await changeUsername({ username: username.trim() });
      await refresh();
      toast.success(t('messages:success.usernameChanged'));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('messages:errors.generic'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('username.title')} className="ss-account-form" data-testid="change-username-card">
      <p className="ss-muted ss-account-form__lead">{t('username.lead')}</p>
      <Form
        name="change-username"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ username: currentUsername }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label={t('username.newUsername')}
          name="username"
          rules={[
            { required: true, whitespace: true, message: t('messages:errors.allFieldsRequired') },
            {
              validator: (_: unknown, value: string | undefined) => {
                const key = value ? checkUsername(value) : null;
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-username-submit">
          {t('username.submit')}
        </Button>
      </Form>
    </Card>
  );
}
