import type { CardVersionDto, ModerationGroupDto } from '@api';
import { Alert, Button, Collapse, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeView } from '@/components/code/code-view';
import { isCut, isVersionComplete, type ShownSnippet } from '@/lib/group-version';
import { loadModeratedSnippetCode, useModeratedVersion } from '../api/reports';

/**
 * A reported group's content, read-only, folded under its snippet count: each published version as
 * its card lists it (the newest with its first snippets, cut), and in full on demand through the
 * moderators' own version call (hidden groups too), so the queue stays light whatever groups hold.
 */
export function ReportedContent({ group }: { group: ModerationGroupDto }) {
  const { t } = useTranslation('moderation');
  const count = group.versions.reduce((sum, version) => sum + version.snippetCount, 0);
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
              group.versions.map((version) => <ReportedVersion key={version.id} group={group} version={version} />)
            ),
        },
      ]}
    />
  );
}

function ReportedVersion({ group, version }: { group: ModerationGroupDto; version: CardVersionDto }) {
  const { t } = useTranslation('moderation');
  const [wanted, setWanted] = useState(false);
  const complete = isVersionComplete(version);
  const read = useModeratedVersion(group.id, version.id, wanted && !complete);
  const snippets: readonly ShownSnippet[] = read.data?.snippets ?? version.snippets;
  return (
    <section className="ss-mod-content__version" data-testid="reported-version">
      <Typography.Text strong>
        {t('reports.versionLabel', { no: version.no })}
        {version.name ? ` · ${version.name}` : ''}
      </Typography.Text>
      {snippets.map((snippet) => (
        <div key={snippet.id} className="ss-mod-content__snippet" data-testid="reported-snippet">
          {snippet.description && <p className="ss-mod-content__description">{snippet.description}</p>}
          <CodeView
            code={snippet.code}
            language={group.language}
            maxHeight={260}
            truncated={isCut(snippet)}
            lineCount={isCut(snippet) ? snippet.lineCount : undefined}
            loadFullCode={() => loadModeratedSnippetCode(group.id, version.id, snippet.id)}
            onShowAll={() => setWanted(true)}
            showingAll={wanted && read.isLoading}
          />
        </div>
      ))}
      {!complete && !read.data && version.snippetCount > snippets.length && (
        <Button size="small" loading={wanted && read.isLoading} onClick={() => setWanted(true)} data-testid="reported-version-more">
          {t('reports.showVersion', { count: version.snippetCount })}
        </Button>
      )}
      {!!read.error && (
        <Alert
          type="error"
          showIcon
          title={t('reports.versionLoadError')}
          action={
            <Button size="small" onClick={() => void read.mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
    </section>
  );
}
