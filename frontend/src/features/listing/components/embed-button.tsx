import { CodeSandboxOutlined, CopyOutlined, FileTextOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Popover } from '@/components/ui/popover';
import { Segmented } from '@/components/ui/segmented';
import { copyToClipboard } from '@/components/code/copy-to-clipboard';
import { toast } from '@/components/toast';
import { useGroupVersion } from '@/lib/group-version';

type Theme = 'light' | 'dark';

interface EmbedButtonProps {
  groupId: string;
  /** The version shown; a card's carries its first snippets only (`snippetCount`: all): the rest are read when the panel opens. */
  version: { id: string; snippetCount?: number; snippets: readonly { id: string; description: string }[] };
}

/** The <iframe> that shows a version of a public group on another site (served by /embed/..., framable there only). */
export function embedCode(origin: string, groupId: string, versionId: string, theme: Theme): string {
  const src = `${origin}/embed/${groupId}/${versionId}${theme === 'dark' ? '?theme=dark' : ''}`;
  return `<iframe src="${src}" width="100%" height="400" style="border:0" loading="lazy" title="Snipstack"></iframe>`;
}

/** A public group's card: the embed code of the version shown, and a raw link per snippet. */
export function EmbedButton({ groupId, version }: EmbedButtonProps) {
  const { t } = useTranslation('listing');
  const [theme, setTheme] = useState<Theme>('light');
  const [open, setOpen] = useState(false);
  const partial = version.snippetCount !== undefined && version.snippets.length < version.snippetCount;
  const whole = useGroupVersion(groupId, version.id, open && partial);
  const snippets = partial && whole.version ? whole.version.snippets : version.snippets;
  const code = embedCode(window.location.origin, groupId, version.id, theme);
  const copy = async () => {
    try {
      await copyToClipboard(code);
      toast.success(t('embed.copied'));
    } catch {
      toast.error(t('embed.copyFailed'));
    }
  };
  const content = (
    <div className="ss-embed" data-testid="embed-panel">
      <Segmented<Theme>
        size="small"
        value={theme}
        onChange={setTheme}
        aria-label={t('embed.title')}
        options={[
          { value: 'light', label: t('embed.light') },
          { value: 'dark', label: t('embed.dark') },
        ]}
      />
      <code className="ss-embed__code" data-testid="embed-code">
        {code}
      </code>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="embed-copy">
        {t('embed.copy')}
      </Button>
      {snippets.length > 0 && (
        <ul className="ss-embed__raw">
          {snippets.map((snippet, index) => (
            <li key={snippet.id}>
              <a href={`/raw/${groupId}/${version.id}/${snippet.id}`} target="_blank" rel="noopener noreferrer" data-testid="raw-link">
                <FileTextOutlined aria-hidden="true" />{' '}
                {t('embed.raw', { name: snippet.description || t('embed.snippet', { n: index + 1 }) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Popover content={content} title={t('embed.title')} placement="topRight" onOpenChange={setOpen}>
      <IconButton label={t('embed.title')} type="text" size="small" icon={<CodeSandboxOutlined />} data-testid="embed-open" />
    </Popover>
  );
}
