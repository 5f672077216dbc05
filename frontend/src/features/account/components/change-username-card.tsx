import { UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsername } from '@/lib/account-validation';
import { useChangeUsername } from '../api/account';

export function ChangeUsernameCard({ currentUsername }: { currentUsername: string }) {
  const { t } = useTranslation('account');
  const changeUsername = useChangeUsername({ success: t('messages:success.usernameChanged') });
  const [form] = Form.useForm<{ username: string }>();

  useEffect(() => {
    form.setFieldsValue({ username: currentUsername });
  }, [currentUsername, form]);

  const onFinish = ({ username }: { username: string }) => changeUsername.run({ username: username.trim() });

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
        <Button type="primary" htmlType="submit" loading={changeUsername.isPending} data-testid="change-username-submit">
          {t('username.submit')}
        </Button>
      </Form>
    </Card>
  );
}
