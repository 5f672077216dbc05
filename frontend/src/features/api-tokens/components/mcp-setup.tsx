import { CopyOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '@/components/code/copy-to-clipboard';
import { toast } from '@/components/toast';
import { Segmented } from '@/components/ui/segmented';
import { ASSISTANTS, type Assistant, mcpAddress, mcpConfig, TOKEN_PLACEHOLDER } from '../lib/mcp-configs';

/**
 * Settings, under the API tokens: the server's MCP address and a configuration to copy for each common
 * assistant (and the CLI), with the token just created filled in, else a placeholder to replace.
 */
export function McpSetup({ token }: { token?: string }) {
  const { t } = useTranslation('api-tokens');
  const origin = window.location.origin;
  const copy = async (text: string) => {
    try {
      await copyToClipboard(text);
      toast.success(t('mcp.copied'));
    } catch {
      toast.error(t('mcp.copyFailed'));
    }
  };
  const [assistant, setAssistant] = useState<Assistant>('claude');
  const text = mcpConfig(assistant, origin, token);
  return (
    <section className="ss-stack ss-api-tokens__mcp" data-testid="mcp-setup" aria-labelledby="mcp-setup-title">
      <Typography.Title level={5} id="mcp-setup-title">
        {t('mcp.title')}
      </Typography.Title>
      <p className="ss-muted">{t('mcp.lead')}</p>
      <div className="ss-secret-once__value">
        <span>{t('mcp.address')}</span>
        <Typography.Text code copyable={{ text: mcpAddress(origin) }} data-testid="mcp-address">
          {mcpAddress(origin)}
        </Typography.Text>
      </div>
      {!token && <span className="ss-muted">{t('mcp.placeholder', { placeholder: TOKEN_PLACEHOLDER })}</span>}
      <Segmented<Assistant>
        size="small"
        value={assistant}
        onChange={setAssistant}
        aria-label={t('mcp.assistant')}
        className="ss-api-tokens__assistants"
        data-testid="mcp-assistant"
        options={ASSISTANTS.map((value) => ({ value, label: t(`mcp.assistants.${value}`) }))}
      />
      <span className="ss-muted">{t(`mcp.where.${assistant}`)}</span>
      <pre
        className="ss-api-tokens__mcp-config"
        tabIndex={0}
        aria-label={t('mcp.configOf', { assistant: t(`mcp.assistants.${assistant}`) })}
        data-testid="mcp-config"
      >
        {text}
      </pre>
      <div>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(text)} data-testid="mcp-copy">
          {t('copy')}
        </Button>
      </div>
    </section>
  );
}
