import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { PasskeyDto } from '@api';
import { Alert, Button, Card, Form, Input } from 'antd';
import { RemovableList } from '@/components/antd/removable-list';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { handleApiError } from '@/lib/handle-api-error';
import { supportsPasskeys, toastPasskeyProblem } from '@/lib/webauthn';
import { useAddPasskey, useDeletePasskey, usePasskeys } from '../api/passkeys';
import '../passkeys.css';

/**
 * Settings, built-in accounts: the member's passkeys (name, added, last used), adding one (named; the
 * browser asks for the fingerprint, face or screen lock) and deleting one.
 */
export function PasskeysCard() {
  const { t, i18n } = useTranslation('passkeys');
  const toast = useToast();
  const [form] = Form.useForm<{ name: string }>();
  const { passkeys, isLoading } = usePasskeys(true);
  const add = useAddPasskey({
    success: t('added'),
    onError: (error) => {
      if (!toastPasskeyProblem(error, toast, t)) handleApiError(error, t('messages:errors.generic'));
    },
  });
  const remove = useDeletePasskey({ success: t('deleted') });
  const supported = supportsPasskeys();

  const onFinish = async ({ name }: { name: string }) => {
    if ((await add.run(name.trim())).ok) form.resetFields();
  };

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const meta = (passkey: PasskeyDto) =>
    [
      t('createdOn', { date: date(passkey.createdAt) }),
      passkey.lastUsedAt ? t('lastUsed', { date: date(passkey.lastUsedAt) }) : t('neverUsed'),
    ].join(' · ');

  const describe = (passkey: PasskeyDto) => (
    <div className="ss-passkeys__who">
      <strong>{passkey.name}</strong>
      <span className="ss-muted ss-passkeys__meta">{meta(passkey)}</span>
    </div>
  );

  return (
    <Card title={t('title')} className="ss-account-form" data-testid="passkeys-card">
      <p className="ss-muted ss-account-form__lead">{t('lead')}</p>
      {supported ? (
        <Form form={form} name="add-passkey" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
          <div className="ss-passkeys__form">
            <Form.Item
              label={t('name')}
              name="name"
              rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
              className="ss-passkeys__name"
            >
              <Input maxLength={60} placeholder={t('namePlaceholder')} prefix={<KeyOutlined />} data-testid="passkey-name" />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending} data-testid="passkey-add">
              {t('add')}
            </Button>
          </div>
        </Form>
      ) : (
        <Alert type="info" showIcon title={t('unsupported')} className="ss-account-form__lead" />
      )}
      <RemovableList items={passkeys} isLoading={isLoading} t={t} verb="delete" testId="passkey" action={remove} describe={describe} />
    </Card>
  );
}
