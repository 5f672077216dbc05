import type { ModerationGroupDto } from '@api';
import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeView } from '@/components/code/code-view';

/**
 * A reported group's content, read-only, folded under its snippet count: each version and its
 * snippets (description and highlighted code), for the moderator to judge without leaving the queue.
 */
export function ReportedContent({ group }: { group: ModerationGroupDto }) {
  const { t } = useTranslation('moderation');
  const count = group.versions.reduce((sum, version) => sum + version.snippets.length, 0);
  return (
    <Collapse
      size="small"
      className="ss-mod-content"
      data-testid="reported-content"
      items={[
        {
          key: 'content',
          label: t('reports.contentCount', { count }),
          children:
            count === 0 ? (
              <Typography.Text type="secondary">{t('reports.noSnippets')}</Typography.Text>
            ) : (
              group.versions.map((version) => (
                <section key={version.id} className="ss-mod-content__version" data-testid="reported-version">
                  <Typography.Text strong>
                    {t('reports.versionLabel', { no: version.no })}
                    {version.name ? ` · ${version.name}` : ''}
                  </Typography.Text>
                  {version.snippets.map((snippet) => (
                    <div key={snippet.id} className="ss-mod-content__snippet" data-testid="reported-snippet">
                      {snippet.description && <p className="ss-mod-content__description">{snippet.description}</p>}
                      <CodeView code={snippet.code} language={group.language} maxHeight={260} />
                    </div>
                  ))}
                </section>
              ))
            ),
        },
      ]}
    />
  );
}
