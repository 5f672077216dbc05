import { KeyOutlined } from '@ant-design/icons';
import type { ApiTokenDto, ApiTokenExpiryDays, ApiTokenScope, CreatedApiTokenDto } from '@api';
import { Button, Card, Form, Input, Select, Tag, Typography } from 'antd';
import { RemovableList } from '@/components/antd/removable-list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { McpSetup } from './mcp-setup';
import '../api-tokens.css';

const EXPIRIES: (ApiTokenExpiryDays | 0)[] = [7, 30, 90, 365, 0];

interface CreateForm {
  name: string;
  scope: ApiTokenScope;
  expiry: ApiTokenExpiryDays | 0;
}

function formatDate(iso: string | null | undefined, language: string): string | null {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : null;
}

/** Settings: the member's personal API tokens: create (the token is shown once), list, revoke; and how assistants use them (MCP). */
export function ApiTokensCard() {
  const { t, i18n } = useTranslation('api-tokens');
  const { tokens, isLoading } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [form] = Form.useForm<CreateForm>();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken({ success: t('revoked') });

  const onFinish = async ({ name, scope, expiry }: CreateForm) => {
    const outcome = await create.run({ name: name.trim(), scope, expiresInDays: expiry || null });
    if (outcome.ok) {
      setCreated(outcome.data);
      form.resetFields();
    }
  };

  const date = (iso: string | null | undefined) => formatDate(iso, i18n.language);
  const meta = (token: ApiTokenDto) =>
    [
      t('createdOn', { date: date(token.createdAt) }),
      token.lastUsedAt ? t('lastUsed', { date: date(token.lastUsedAt) }) : t('neverUsed'),
      token.expiresAt ? t(token.expired ? 'expiredOn' : 'expiresOn', { date: date(token.expiresAt) }) : t('noExpiry'),
    ].join(' · ');

  const describe = (token: ApiTokenDto) => (
    <div className="ss-api-tokens__who">
      <div className="ss-api-tokens__title">
        <strong>{token.name}</strong>
        <Tag color={token.scope === 'write' ? 'orange' : 'blue'}>{t(`scopes.${token.scope}`)}</Tag>
        {token.expired && <Tag color="red">{t('expired')}</Tag>}
        <Typography.Text code>{token.hint}…</Typography.Text>
      </div>
      <span className="ss-muted ss-api-tokens__meta">{meta(token)}</span>
    </div>
  );

  return (
    <Card title={t('title')} data-testid="api-tokens-card">
      <p className="ss-muted">{t('lead')}</p>
      <Form
        form={form}
        name="create-api-token"
        layout="vertical"
        requiredMark={false}
        initialValues={{ scope: 'read', expiry: 30 }}
        onFinish={(values) => void onFinish(values)}
        className="ss-api-tokens__form"
      >
        <Form.Item
          label={t('name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
          className="ss-api-tokens__name"
        >
          <Input maxLength={60} placeholder={t('namePlaceholder')} data-testid="api-token-name" />
        </Form.Item>
        <Form.Item label={t('scope')} name="scope">
          <Select
            data-testid="api-token-scope"
            options={[
              { value: 'read', label: t('scopes.read') },
              { value: 'write', label: t('scopes.write') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('expiry')} name="expiry">
          <Select
            data-testid="api-token-expiry"
            options={EXPIRIES.map((days) => ({ value: days, label: days ? t('days', { count: days }) : t('never') }))}
          />
        </Form.Item>
        <Form.Item label=" " colon={false} className="ss-api-tokens__submit">
          <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={create.isPending} data-testid="api-token-create">
            {t('create')}
          </Button>
        </Form.Item>
      </Form>

      {created && (
        <SecretShownOnce
          value={created.token}
          title={t('createdTitle', { name: created.name })}
          messages={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
          testId="api-token"
          className="ss-api-tokens__created"
        >
          <span>{t('createdWarning')}</span>
          <span className="ss-muted">{t('usage')}</span>
          <div>
            <Button size="small" onClick={() => setCreated(null)}>
              {t('done')}
            </Button>
          </div>
        </SecretShownOnce>
      )}

      <RemovableList items={tokens} isLoading={isLoading} t={t} verb="revoke" testId="api-token" action={revoke} describe={describe} />
      <McpSetup token={created?.token} />
    </Card>
  );
}
