import { WarningOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecretsDialogState } from '../hooks/use-secrets-dialog';

/**
 * The server found credentials in code about to be public: what and where (masked), then the choice:
 * make the group private, go back and edit (nothing is saved), or publish anyway (recorded for moderators).
 */
function SecretsDialog({ findings, choose }: SecretsDialogState) {
  const { t } = useTranslation('my-groups');
  return (
    <Modal
      open={!!findings}
      title={
        <span>
          <WarningOutlined className="ss-secrets__icon" /> {t('secrets.title', { count: findings?.length ?? 0 })}
        </span>
      }
      onCancel={() => choose('edit')}
      footer={[
        <Button key="private" onClick={() => choose('private')} data-testid="secrets-private">
          {t('secrets.makePrivate')}
        </Button>,
        <Button key="edit" type="primary" onClick={() => choose('edit')} data-testid="secrets-edit">
          {t('secrets.edit')}
        </Button>,
        <Button key="publish" danger onClick={() => choose('publish')} data-testid="secrets-publish">
          {t('secrets.publishAnyway')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <div data-testid="secrets-dialog">
        <Typography.Paragraph>{t('secrets.lead')}</Typography.Paragraph>
        <ul className="ss-secrets__list">
          {(findings ?? []).map((finding, index) => (
            <li key={index} className="ss-secrets__item">
              <Typography.Text strong>{finding.title}</Typography.Text>
              <div className="ss-muted">
                {t('secrets.where', {
                  version: finding.versionNo,
                  snippet: finding.snippetDescription || t('secrets.snippetNumber', { number: finding.snippetIndex + 1 }),
                  line: finding.line,
                })}
              </div>
              <pre className="ss-secrets__excerpt">{finding.excerpt}</pre>
            </li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">{t('secrets.publishHint')}</Typography.Paragraph>
      </div>
    </Modal>
  );
}

export default SecretsDialog;
